import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { EventStore } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { SessionIssuer } from '../../identity/sessions/session-issuer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { createTestShoppers } from '../../ordering/testing/test-shoppers.js';
import { documentOperations, type DocumentOperation } from '../../testing/contract/document-operations.js';
import { mutated, NASTY_TEXT, valid, WRONG_VALUE } from '../../testing/contract/json-schema-arbitrary.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { apiDocument } from './api-document.js';

/** Requests per operation and caller; FUZZ_RUNS raises it for a longer hunt, FUZZ_SEED replays one. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const ADMIN = { email: 'admin@keyledger.local', password: 'admin-password-for-fuzzing' };
const CALLERS = ['anonymous', 'customer', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface FuzzRequest {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** JSON text as sent: valid, a near miss, or no JSON at all. */
  body?: string;
}

const document = apiDocument() as Record<string, any>;

const operations = () => documentOperations(document);

/** A parameter's text: what the document allows, or anything else a client might send (short enough for a URL: see the long-URL test). */
const parameterText = (schema: Record<string, unknown>) =>
  fc.oneof(
    { weight: 3, arbitrary: valid(schema, document).map(String) },
    { weight: 2, arbitrary: fc.oneof(NASTY_TEXT, WRONG_VALUE.map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined'))).map((text) => text.slice(0, 2_000)) },
  );

/** A path segment as sent: percent-encoded, a half surrogate pair as the bytes a sloppy client would send (not UTF-8). */
const pathSegment = (text: string) => text.replace(/[\s\S]/gu, (char) => (/^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)));

/** A request as a failure report prints it: every long string cut to 80 characters. */
function shortly(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…(${text.length} chars)` : text);
  return JSON.stringify({ path: cut(request.path), query: cut(request.query.toString()), headers: request.headers, body: request.body === undefined ? undefined : cut(request.body) });
}

const deeplyNested = fc.integer({ min: 33, max: 20_000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`);

function requests(operation: DocumentOperation): fc.Arbitrary<FuzzRequest> {
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const inQuery = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(...inPath.map((p) => parameterText(p.schema))).map((values) =>
    inPath.reduce((built, p, i) => built.replace(`{${p.name}}`, pathSegment(values[i]!)), operation.path),
  );
  const query = fc
    .tuple(...inQuery.map((p) => fc.option(parameterText(p.schema), { nil: undefined, freq: p.required ? 10 : 3 })))
    .map((values) => new URLSearchParams(inQuery.flatMap((p, i) => (values[i] === undefined ? [] : [[p.name, values[i]!]]))));
  const body = operation.body
    ? fc.oneof(
        { weight: 3, arbitrary: valid(operation.body, document).map((value) => JSON.stringify(value)) },
        { weight: 4, arbitrary: valid(operation.body, document).chain(mutated).map((value) => JSON.stringify(value) ?? 'null') },
        { weight: 1, arbitrary: fc.oneof(deeplyNested, fc.constantFrom('{', 'not json', '"text"', '[]', 'null', '{"a":'), fc.constant(`{"x":"${'y'.repeat(1_100_000)}"}`)) },
      )
    : fc.constant(undefined);
  const key = operation.idempotent
    ? fc.option(fc.oneof(fc.uuid(), fc.constantFrom('short', 'x'.repeat(300), 'spaces are not printable ascii ok'), NASTY_TEXT.filter((t) => t.length < 8_000)), { nil: undefined })
    : fc.constant(undefined);
  return fc.record({ path, query, body, key }).map((parts): FuzzRequest => {
    const request: FuzzRequest = {
      path: parts.path,
      query: parts.query,
      ...(parts.body === undefined ? {} : { body: parts.body }),
      headers: parts.key === undefined ? {} : { 'idempotency-key': parts.key.replace(/[^\x20-\x7e]/g, '?') },
    };
    // A failure report shows the request, its megabyte strings cut short.
    return Object.assign(request, { [fc.toStringMethod]: () => shortly(request) });
  });
}

for (const target of await apiTestTargets()) {
  describe(`every operation of the OpenAPI document, driven with generated input, on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    const tokens: Record<Caller, string | undefined> = { anonymous: undefined, customer: undefined, admin: undefined };

    before(async () => {
      api = await startTestApp(target, { ADMIN_PASSWORD: ADMIN.password });
      store = api.app.get(EventStore);
      await listTestGames(api.app, [
        { gameId: 1877, priceCents: 5999, keys: 20 },
        { gameId: 1009, priceCents: 1999, keys: 20 },
      ]);
    });
    after(async () => api.close());

    /** Fresh sessions for each operation: a generated sign-out must not leave the next operation without a caller. */
    async function freshCallers(): Promise<void> {
      const [customer] = await createTestShoppers(api.app, 1, 1_000_00);
      tokens.customer = customer!.token;
      const users = api.app.get(UsersRepository);
      // The store's admin as staff work: with two-factor sign-in on (STAFF_TWO_FACTOR=required), so generated calls get past the guard.
      const admin = (await users.findByEmail(ADMIN.email))!;
      await users.setTwoFactor(admin.id, true);
      tokens.admin = (await api.app.get(SessionIssuer).issue(admin, false)).token;
    }

    /** What a refused request must not change: the log, the accounts, keys sold, payments, sessions, verification tokens. */
    const written = async () =>
      (
        await store.pool.query(
          `SELECT (SELECT count(*) FROM events) AS events,
                  (SELECT md5(coalesce(string_agg(concat_ws('|', id, username, email, pending_email, token_version, two_factor_enabled, password_hash, role), ',' ORDER BY id), '')) FROM users) AS users,
                  (SELECT count(*) FROM game_keys WHERE status <> 'available') AS keys_out,
                  (SELECT count(*) FROM game_keys) AS keys,
                  (SELECT count(*) FROM sandbox_customers) AS customers,
                  (SELECT count(*) FROM sandbox_card_tokens) AS card_tokens,
                  (SELECT count(*) FROM sandbox_payments) AS payments,
                  (SELECT count(*) FROM revoked_sessions) AS revoked,
                  (SELECT count(*) FROM email_verification_tokens) AS verification_tokens`,
        )
      ).rows[0] as Record<string, string>;

    for (const operation of operations()) {
      it(`${operation.method} ${operation.path}: never a 5xx, and a refused request writes nothing`, async () => {
        await freshCallers();
        await fc.assert(
          fc.asyncProperty(requests(operation), fc.constantFrom(...CALLERS), async (request, caller) => {
            const token = tokens[caller];
            const before = await written();
            const query = request.query.toString();
            const res = await fetch(`${api.baseUrl}/api/v1${request.path}${query ? `?${query}` : ''}`, {
              method: operation.method,
              headers: { ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers },
              ...(request.body !== undefined ? { body: request.body } : {}),
            });
            const text = await res.text();
            assert.ok(res.status < 500, `${res.status} ${text.slice(0, 300)}`);
            if (res.status >= 400) {
              assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/, text.slice(0, 200));
              assert.equal((JSON.parse(text) as { status: number }).status, res.status);
              assert.deepEqual(await written(), before, `a ${res.status} answer wrote something: ${text.slice(0, 200)}`);
            }
          }),
          { numRuns: RUNS * CALLERS.length, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
        );
      });
    }

    it('answers a URL too long to read (80 KB) with a 4xx, never a 5xx', async () => {
      const res = await fetch(`${api.baseUrl}/api/v1/store/games/search?q=${'x'.repeat(80_000)}`).catch(() => null);
      assert.ok(res === null || (res.status >= 400 && res.status < 500), `answered ${res?.status}`);
    });

    it('checked every answer against the document (the test app fails on close otherwise)', () => {
      assert.deepEqual(api.violations, []);
    });
  });
}

// A shape check of the generators themselves: they make what the document accepts.
describe('generated input', () => {
  it('makes valid bodies the schemas accept, and keys of the right form', () => {
    const createOrder = operations().find((op) => op.path === '/order/create-order')!;
    fc.assert(
      fc.property(valid(createOrder.body!, document), (body) => {
        const order = body as { userId: string; games: Array<{ quantity: number }>; paymentMethod: string };
        assert.match(order.userId, /^[0-9a-f-]{36}$/i);
        assert.equal(order.paymentMethod, 'wallet');
        assert.ok(order.games.length >= 1 && order.games.every((line) => line.quantity >= 1 && line.quantity <= 10));
      }),
      { numRuns: 50 },
    );
  });
});
