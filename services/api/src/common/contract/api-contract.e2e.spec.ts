import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { createTestUser } from '../../testing/test-users.js';
import { createTestShoppers } from '../../ordering/testing/test-shoppers.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { apiDocument } from './api-document.js';
import { COMMITTED_DOCUMENT, documentText } from './write-openapi.js';
import type { ServedRoute } from '../http/route-list.js';

const REDOCLY = fileURLToPath(new URL('../../../../../node_modules/.bin/redocly', import.meta.url));

interface Operation {
  method: string;
  path: string;
  access: string;
}

/** Every operation of the document: method, path below /api/v1, and who may call it (x-access). */
function operationsOf(document: Record<string, any>): Operation[] {
  return Object.entries(document.paths as Record<string, Record<string, { 'x-access': string }>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, access: operation['x-access'] })),
  );
}

/** A concrete path for a template: any value of the right shape (the guard answers before anything looks it up). */
const concrete = (template: string) => template.replace(/\{\w+\}/g, (name) => (/id\}$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'SAVE10'));

for (const target of await apiTestTargets()) {
  describe(`the API contract on ${target}`, () => {
    let api: TestApp;
    let served: Record<string, any>;

    before(async () => {
      api = await startTestApp(target);
      served = (await (await fetch(`${api.baseUrl}/api/docs-json`)).json()) as Record<string, any>;
    });
    after(async () => api.close());

    it('serves the document made from the route contracts, and docs/openapi.json is that document (npm run openapi)', () => {
      assert.deepEqual(served, apiDocument());
      assert.equal(readFileSync(COMMITTED_DOCUMENT, 'utf8'), documentText(served), 'docs/openapi.json is out of date: run `npm run openapi`');
    });

    it('documents every route the router serves under /api/v1, and nothing else', () => {
      const { servedRoutes } = api.app.getHttpAdapter().getInstance() as unknown as { servedRoutes: ServedRoute[] };
      const served = servedRoutes
        // HEAD is Fastify's own twin of every GET.
        .filter((route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD')
        .map((route) => `${route.method} ${route.url.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`)
        .sort();
      const documented = operationsOf(apiDocument()).map((op) => `${op.method} ${op.path}`).sort();
      assert.deepEqual(served, documented);
    });

    it('declares security on every operation, 401 on the signed-in ones, 403 too on the admin ones, and the Idempotency-Key once, optional', () => {
      for (const [path, item] of Object.entries(served.paths as Record<string, Record<string, any>>)) {
        for (const [method, operation] of Object.entries(item)) {
          const name = `${method.toUpperCase()} ${path}`;
          assert.ok(Array.isArray(operation.security), `${name} declares security`);
          assert.equal(operation.security.length === 0, operation['x-access'] === 'public', `${name}: security [] exactly when public`);
          if (operation['x-access'] !== 'public') assert.ok(operation.responses['401'], `${name} declares 401`);
          if (operation['x-access'] === 'admin') assert.ok(operation.responses['403'], `${name} declares 403`);
          const headers = (operation.parameters ?? []).filter((p: { $ref?: string; in?: string }) => p.$ref === '#/components/parameters/IdempotencyKey' || p.in === 'header');
          assert.ok(headers.length <= 1, `${name}: one Idempotency-Key at most`);
          assert.ok(Object.keys(operation.responses).some((status) => /^2/.test(status)), `${name} declares its success`);
        }
      }
      assert.equal(served.components.parameters.IdempotencyKey.required, false);
    });

    it('refuses an anonymous caller (401) on every signed-in route and a customer (403) on every admin route, walking the document', async () => {
      const [customer] = await createTestShoppers(api.app, 1, 0);
      for (const operation of operationsOf(served).filter((op) => op.access !== 'public')) {
        const url = concrete(operation.path);
        const anonymous = await api.call(operation.method, url, operation.method === 'GET' || operation.method === 'DELETE' ? {} : { body: {} });
        assert.equal(anonymous.status, 401, `${operation.method} ${operation.path} anonymously`);
        if (operation.access !== 'admin' && operation.access !== 'finance') continue;
        const asCustomer = await api.call(operation.method, url, { token: customer!.token, ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { body: {} }) });
        assert.equal(asCustomer.status, 403, `${operation.method} ${operation.path} as a customer`);
      }
    });

    it('lets a finance account read the books and refuses it (403) every command, walking the document', async () => {
      const finance = await createTestUser(api.app, 'finance');
      const withBody = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      const refused: string[] = [];
      for (const operation of operationsOf(served).filter((op) => op.access !== 'public' && op.access !== 'second-step')) {
        const name = `${operation.method} ${operation.path}`;
        const ownAccount = served.paths[operation.path][operation.method.toLowerCase()]['x-own-account'] === true;
        // A sign-out or a password change may end the session it is called with: those get a session of their own.
        const token = ownAccount ? (await createTestUser(api.app, 'finance')).token : finance.token;
        const answer = await api.call(operation.method, concrete(operation.path), { token, ...withBody(operation.method) });
        if (operation.access === 'finance') assert.notEqual(answer.status, 403, `${name}: finance reads it`);
        else if (operation.access === 'admin' || (operation.method !== 'GET' && !ownAccount)) {
          assert.equal(answer.status, 403, `${name} as finance: ${answer.status} ${JSON.stringify(answer.body)}`);
          refused.push(name);
        } else if (ownAccount) assert.notEqual(answer.status, 403, `${name}: finance may change its own account`);
      }
      // The store's commands are among those refused: checkout, refunds, wallet, tickets.
      for (const command of ['POST /order/create-order', 'POST /refund/process', 'PATCH /users/{id}/wallet', 'POST /ticket/create']) {
        assert.ok(refused.includes(command), `${command} is refused to finance`);
      }
    });

    if (target === 'pglite') {
      it('passes Redocly’s recommended rules with no error', () => {
        const file = path.join(mkdtempSync(path.join(tmpdir(), 'kl-openapi-')), 'openapi.json');
        writeFileSync(file, JSON.stringify(served));
        const run = spawnSync(REDOCLY, ['lint', file, '--extends=recommended', '--format=json'], { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
        const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: Array<{ severity: string; message: string; location: Array<{ pointer: string }> }> };
        const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.location[0]?.pointer}: ${problem.message}`);
        assert.deepEqual(errors, []);
        assert.equal(report.totals.errors, 0);
      });
    }
  });
}
