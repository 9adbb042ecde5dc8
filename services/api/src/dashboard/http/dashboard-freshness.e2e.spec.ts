import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { EventStore, logEndPosition } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser } from '../../testing/test-users.js';
import { ORDER_HISTORY_PROJECTION } from '../../purchases/projections/order-history.projection.js';
import { SALES_PROJECTION } from '../projections/sales.projection.js';

const ADMIN = { email: 'admin@keyledger.local', password: 'admin-password-for-answers' };

/**
 * The dashboard's and the Purchases list's reads: what they answer follows the read models at once,
 * and they keep to the guard (they were once answered from a cache ahead of the application; these
 * tests hold any cache there may be again to the same).
 */
for (const target of await apiTestTargets()) {
  describe(`the dashboard's answers on ${target}`, () => {
    let api: TestApp;
    let token: string;
    let buyer: TestShopper;

    before(async () => {
      api = await startTestApp(target, { ADMIN_PASSWORD: ADMIN.password });
      token = (await signInStaffFirstTime(api, ADMIN)).token;
      await listTestGames(api.app, [{ gameId: 1877, priceCents: 1999, keys: 10 }]);
      [buyer] = (await createTestShoppers(api.app, 1, 100_00)) as [TestShopper];
    });
    after(async () => api.close());

    const count = async (as = token) => (await api.call('GET', 'order/getCount', { token: as })).body.count as number;
    const salesCaughtUp = async () => {
      const head = await logEndPosition(api.app.get(EventStore).pool);
      assert.ok(await api.app.get(ProjectionsService).runner(SALES_PROJECTION).waitForPosition(head, 10_000));
    };

    it('answers a new order at once, never an answer older than the read model', async () => {
      const before = await count();
      assert.equal(await count(), before, 'answered again, from what was kept');
      const placed = await api.call('POST', 'order/create-order', { token: buyer.token, body: { userId: buyer.userId, games: [{ gameId: 1877, quantity: 1 }], paymentMethod: 'wallet' } });
      assert.equal(placed.status, 201);
      await salesCaughtUp();
      assert.equal(await count(), before + 1);
    });

    it('answers the Purchases list per query, never older than the order-history read model', async () => {
      const orders = async (query = '') => (await api.call('GET', `order/get-all-orders${query}`, { token })).body;
      const mine = `?email=${encodeURIComponent(`shopper-${buyer.userId}`)}`;
      // The order of the test before is in the read model first: from here on it stands still until the next one.
      const logHead = await logEndPosition(api.app.get(EventStore).pool);
      assert.ok(await api.app.get(ProjectionsService).runner(ORDER_HISTORY_PROJECTION).waitForPosition(logHead, 10_000));
      const [all, buyers] = [await orders(), await orders(mine)];
      assert.deepEqual(await orders(), all, 'answered again, from what was kept');
      const placed = await api.call('POST', 'order/create-order', { token: buyer.token, body: { userId: buyer.userId, games: [{ gameId: 1877, quantity: 1 }], paymentMethod: 'wallet' } });
      assert.equal(placed.status, 201);
      const head = placed.body.position as number;
      assert.ok(await api.app.get(ProjectionsService).runner(ORDER_HISTORY_PROJECTION).waitForPosition(head, 10_000));
      const [allAfter, buyersAfter] = [await orders(), await orders(mine)];
      assert.equal(allAfter.total, all.total + 1);
      assert.equal(buyersAfter.total, buyers.total + 1);
      assert.equal(allAfter.orders[0]._id, placed.body.data.order.orderId);
      assert.equal((await orders('?page=2&limit=1')).orders[0]._id, allAfter.orders[1]._id, 'each query its own answer');
      assert.equal((await api.call('GET', 'order/get-all-orders', { token: buyer.token })).status, 403);
    });

    it('keeps to the guard: a customer is refused with 403, a signed-out admin token with 401 at once', async () => {
      assert.equal((await api.call('GET', 'order/getCount', { token: buyer.token })).status, 403);
      assert.equal((await api.call('GET', 'order/getCount')).status, 401);
      const second = (await createTestUser(api.app, 'admin')).token;
      assert.equal((await api.call('GET', 'order/getCount', { token: second })).status, 200);
      assert.equal((await api.call('POST', 'auth/logout', { token: second })).status, 200);
      assert.equal((await api.call('GET', 'order/getCount', { token: second })).status, 401);
    });

    it('is not held up by clients that leave before their answer: later requests are answered', { timeout: 10_000 }, async () => {
      for (let i = 0; i < 20; i += 1) {
        const leaving = new AbortController();
        const request = fetch(`${api.baseUrl}/api/v1/order/getWeeklySale`, { headers: { authorization: `Bearer ${token}` }, signal: leaving.signal }).catch(() => null);
        leaving.abort();
        await request;
      }
      const answers = await Promise.all(Array.from({ length: 10 }, () => api.call('GET', 'order/getWeeklySale', { token })));
      assert.deepEqual(answers.map((a) => a.status), Array(10).fill(200));
    });
  });
}
