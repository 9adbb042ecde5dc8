import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { EventStore } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';

const ADMIN = { email: 'admin@keyledger.local', password: 'admin-password-for-tests' };
const INVALID_REQUEST = 'urn:keyledger:problem:invalid-request';

for (const target of await apiTestTargets()) {
  describe(`text the store cannot keep, and input that reached its internals, on ${target}`, () => {
    let api: TestApp;
    let shopper: TestShopper;
    let adminToken: string;

    before(async () => {
      api = await startTestApp(target, { ADMIN_PASSWORD: ADMIN.password });
      await listTestGames(api.app, [{ gameId: 1009, priceCents: 1999, keys: 3 }]);
      [shopper] = (await createTestShoppers(api.app, 1, 100_00)) as [TestShopper];
      adminToken = (await signInStaffFirstTime(api, ADMIN)).token;
    });
    after(async () => api.close());

    /** What a refused request must leave untouched: the log, and the identity tables. */
    const written = async () => {
      const { rows } = await api.app.get(EventStore).pool.query<{ events: string; users: string; customers: string }>(
        'SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM sandbox_customers) AS customers',
      );
      return rows[0];
    };

    const refusesField = (answer: { status: number; body: any }, field: string, what = 'must not contain a NUL character') => {
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.equal(answer.body.type, INVALID_REQUEST);
      assert.equal(answer.body.status, 400);
      assert.equal(answer.body.message, `${field} ${what}`);
      assert.deepEqual(answer.body.errors, [{ field, message: `${field} ${what}` }]);
    };

    it('refuses a NUL character with a 400 naming the field, on the six routes that gave 500, and writes nothing', async () => {
      const before = await written();
      const address = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', addressLine1: '1 Analytical\u0000Way', city: 'Springfield', postalCode: '62701', referenceId: shopper.userId };
      refusesField(await api.call('POST', 'auth/register', { body: { username: 'ny\u0000an', email: 'nul@example.com', password: 'password123', passwordConfirm: 'password123' } }), 'username');
      refusesField(await api.call('POST', 'auth/login', { body: { email: 'nul\u0000@example.com', password: 'password123' } }), 'email');
      refusesField(await api.call('GET', 'store/games/search?q=cy%00ber'), 'q');
      refusesField(await api.call('PATCH', 'auth/update-profile', { token: shopper.token, body: { username: 'a\u0000b', email: 'nul@example.com' } }), 'username');
      refusesField(await api.call('POST', 'payments/customers', { token: shopper.token, body: address }), 'addressLine1');
      refusesField(
        await api.call('POST', 'payments/process', {
          token: shopper.token,
          body: { sourceId: 'tok', customerId: 'cus\u0000', amount: 21.59, games: [{ gameId: 1009, quantity: 1 }], userId: shopper.userId },
        }),
        'customerId',
      );
      assert.deepEqual(await written(), before);
    });

    it('refuses half a surrogate pair, NUL in a path or a field name, and nesting deeper than 32 levels', async () => {
      const before = await written();
      refusesField(
        await api.call('POST', 'auth/register', { body: { username: 'half\uD800', email: 'half@example.com', password: 'password123', passwordConfirm: 'password123' } }),
        'username',
        'must not contain an unpaired surrogate (invalid Unicode)',
      );
      const inPath = await api.call('DELETE', 'promo/AB%00C', { token: adminToken });
      assert.equal(inPath.status, 400);
      assert.equal(inPath.body.message, 'path must not contain a NUL character');
      const inName = await api.call('POST', 'wishlist/add', { token: shopper.token, body: { userId: shopper.userId, gameId: 1009, 'x\u0000': 1 } });
      assert.equal(inName.status, 400);
      assert.match(inName.body.message, /A field name .* must not contain a NUL character/);
      // Written by hand: JSON.stringify itself runs out of stack on 5,000 levels.
      const deep = `{"userId":"${shopper.userId}","gameId":${'['.repeat(5_000)}1${']'.repeat(5_000)}}`;
      const nested = await fetch(`${api.baseUrl}/api/v1/wishlist/add`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` }, body: deep });
      assert.equal(nested.status, 400);
      assert.equal(((await nested.json()) as { message: string }).message, 'The request is nested more than 32 levels deep');
      // Paired surrogates (an emoji) are fine text: the request goes on to its own checks.
      const emoji = await api.call('POST', 'auth/register', { body: { username: 'gamer 🎮', email: 'emoji@example.com', password: 'password123', passwordConfirm: 'password123' } });
      assert.equal(emoji.status, 201);
      const after = await written();
      assert.equal(after!.events, before!.events);
      assert.equal(Number(after!.users), Number(before!.users) + 1, 'only the good registration');
    });

    it('keeps the event store’s words out of answers: promo codes that are not stream ids are refused in the API’s own words', async () => {
      const before = await written();
      const expiryDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      for (const code of ['_abc', '-abc', '__main__']) {
        const created = await api.call('POST', 'promo/create', { token: adminToken, body: { code, discountValue: 10, expiryDate } });
        assert.equal(created.status, 400, code);
        assert.equal(created.body.message, 'A code is 3 to 32 letters, digits, - or _, starting with a letter or digit');
        assert.doesNotMatch(JSON.stringify(created.body), /stream/i);
      }
      const deleted = await api.call('DELETE', 'promo/__main__', { token: adminToken });
      assert.equal(deleted.status, 400);
      assert.equal(deleted.body.message, 'Invalid promo code');
      assert.doesNotMatch(JSON.stringify(deleted.body), /stream/i);
      assert.deepEqual(await written(), before);
    });

    it('does not create a promo code that has already expired, and answers promo errors with the HTTP status', async () => {
      const before = await written();
      const past = await api.call('POST', 'promo/create', { token: adminToken, body: { code: 'BYGONE', discountValue: 10, expiryDate: '2000-01-01' } });
      assert.equal(past.status, 400);
      assert.equal(past.body.status, 400);
      assert.equal(past.body.message, 'The expiry date is already past');
      const missing = await api.call('POST', 'promo/create', { token: adminToken, body: { code: 'SAVE5' } });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.status, 400);
      assert.equal(missing.body.message, 'Missing Information, please fill all fields');
      const unknown = await api.call('POST', 'promo/apply', { token: shopper.token, body: { code: 'NOPE', orderTotal: 10 } });
      assert.equal(unknown.status, 409);
      assert.equal(unknown.body.status, 409);
      assert.deepEqual(await written(), before);
    });
  });
}
