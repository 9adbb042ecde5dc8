import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PROBLEM_TYPES } from '../../common/app-errors.js';
import { apiDocument } from '../../common/contract/api-document.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { ROLES, type Role } from '../users/user-record.js';
import { hasPermission, isStaff, type Permission } from './permissions.js';

/** One operation of the served document, with who may call it. */
interface Operation {
  name: string;
  method: string;
  path: string;
  access: string;
  permission?: Permission;
  staffAlso?: Permission;
  ownAccount: boolean;
}

function operationsOf(document: Record<string, any>): Operation[] {
  return Object.entries(document.paths as Record<string, Record<string, Record<string, any>>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      access: op['x-access'],
      permission: op['x-permission'],
      staffAlso: op['x-staff-also'],
      ownAccount: op['x-own-account'] === true,
    })),
  );
}

/**
 * What the matrix says a role gets: `allowed` (past the guard: any answer but 401/403), `refused`
 * (403), `two-factor` (403 two-factor-required: a staff account without it while required).
 */
function expected(operation: Operation, role: Role, twoFactor: boolean): 'allowed' | 'refused' | 'two-factor' {
  const staffCall = (permission: Permission) => (hasPermission(role, permission) ? (isStaff(role) && !twoFactor ? 'two-factor' : 'allowed') : 'refused');
  if (operation.access === 'staff') return staffCall(operation.permission!);
  if (operation.method === 'GET' || operation.ownAccount) return 'allowed';
  // A store command: customers and admins send it; staff with its staffAlso permission too.
  if (operation.staffAlso && hasPermission(role, operation.staffAlso)) return staffCall(operation.staffAlso);
  return role === 'customer' || role === 'admin' ? 'allowed' : 'refused';
}

/** The guard's refusal; any other 403 comes from a rule of the action (your own wallet, a staff account's 2FA kept on): past the guard. */
const GUARD_REFUSAL = 'You do not have access to this resource';

function verdictOf(status: number, problem: { type?: string; detail?: string } | null): string {
  if (status === 401) return 'unauthenticated';
  if (status !== 403) return 'allowed';
  if (problem?.type === PROBLEM_TYPES.twoFactorRequired) return 'two-factor';
  return problem?.detail === GUARD_REFUSAL ? 'refused' : 'allowed';
}

/**
 * A request that reaches the guard: path parameters that name the caller themselves (a user-scoped
 * route lets its owner in) or any id of the right shape, and an empty body (validation comes after
 * the guard).
 */
function requestOf(operation: Operation, caller: TestUser | null) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    name === 'id' || name === 'userId' ? (caller?.userId ?? '00000000-0000-4000-8000-000000000000') : /id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'SAVE10',
  );
  const body = operation.method === 'GET' || operation.method === 'DELETE' ? {} : { body: {} };
  return { path, options: { ...body, ...(caller ? { token: caller.token } : {}) } };
}

for (const target of await apiTestTargets()) {
  describe(`the permission matrix on ${target}: every route × every role, from the route table`, () => {
    let api: TestApp;
    const operations = operationsOf(apiDocument()).filter((op) => op.access !== 'public' && op.access !== 'second-step');

    before(async () => {
      api = await startTestApp(target);
    });
    after(async () => api.close());

    it('refuses an anonymous caller (401, problem+json) on every route that is not public', async () => {
      for (const operation of operationsOf(apiDocument()).filter((op) => op.access !== 'public')) {
        const { path, options } = requestOf(operation, null);
        const answer = await api.call(operation.method, path, options);
        assert.equal(answer.status, 401, `${operation.name} anonymously`);
        assert.match(String(answer.headers.get('content-type')), /application\/problem\+json/, `${operation.name}: a problem`);
      }
    });

    for (const role of ROLES) {
      for (const twoFactor of isStaff(role) ? [true, false] : [false]) {
        it(`answers ${role}${isStaff(role) ? (twoFactor ? ' (two-factor on)' : ' (two-factor off, STAFF_TWO_FACTOR=required)') : ''} as the matrix says`, async () => {
          const shared = await createTestUser(api.app, role, { twoFactor });
          const wrong: string[] = [];
          const counts = { allowed: 0, refused: 0, 'two-factor': 0 };
          for (const operation of operations) {
            // A sign-out or a password change may end the session it is called with: those get a session of their own.
            const caller = operation.ownAccount ? await createTestUser(api.app, role, { twoFactor }) : shared;
            const { path, options } = requestOf(operation, caller);
            const answer = await api.call(operation.method, path, options);
            const want = expected(operation, role, twoFactor);
            counts[want] += 1;
            const got = verdictOf(answer.status, answer.body as { type?: string; detail?: string } | null);
            if (got !== want) wrong.push(`${operation.name}: wanted ${want}, got ${answer.status} ${JSON.stringify(answer.body)}`);
          }
          assert.deepEqual(wrong, []);
          // The matrix is not empty on either side for staff: each role is let through and refused somewhere.
          if (role !== 'customer') assert.ok(counts.refused > 0 || role === 'admin', `${role} is refused something`);
          if (isStaff(role)) assert.ok((twoFactor ? counts.allowed : counts['two-factor']) > 0, `${role}: staff calls ${twoFactor ? 'allowed' : 'held back'}`);
        });
      }
    }

    it('keeps the support role off money, catalogue, promo codes and reports, and lets it answer tickets and replace keys', () => {
      const permitted = (name: string) => expected(operations.find((op) => op.name === name)!, 'support', true) === 'allowed';
      for (const refused of ['POST /refund/process', 'POST /store/add-game', 'POST /promo/create', 'GET /finance/report', 'PATCH /users/{id}/wallet', 'PATCH /users/{id}/role']) {
        assert.ok(operations.some((op) => op.name === refused), `${refused} is a route`);
        assert.equal(permitted(refused), false, `support: ${refused}`);
      }
      for (const allowed of ['POST /refund/replace', 'GET /ticket/all', 'POST /ticket/{id}/reply', 'PATCH /ticket/{id}/status', 'GET /order/get-all-orders']) {
        assert.ok(operations.some((op) => op.name === allowed), `${allowed} is a route`);
        assert.equal(permitted(allowed), true, `support: ${allowed}`);
      }
    });
  });
}
