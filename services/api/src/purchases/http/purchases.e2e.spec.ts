import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { EventStore } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import type { OrderPlacedV1 } from '../../ordering/domain/order.events.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { eventually } from '../../testing/eventually.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { watchStatements } from '../../testing/statement-counter.js';
import { ORDER_HISTORY_PROJECTION } from '../projections/order-history.projection.js';

const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
/** Fourteen hours ahead of UTC: for much of the UTC day, its calendar day is another. */
const ZONE = 'Pacific/Kiritimati';
const CYBER = 1877; // $59.99
const OUTPOST = 1009; // $19.99
/** An order of a past day, as the log holds it. */
const PAST = { recordedAt: '2025-03-10T09:30:00.000Z', day: '2025-03-10', totalCents: 12_34 };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const cents = (dollars: number) => Math.round(dollars * 100);

interface Bought {
  orderId: string;
  totalCents: number;
  keyIds: string[];
}

for (const target of await apiTestTargets()) {
  describe(`the admin's purchases list and order detail on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    let adminToken: string;
    let buyer: TestShopper;
    let other: TestShopper;
    const buyerOrders: Bought[] = [];
    const otherOrders: Bought[] = [];
    let refundedCents = 0;

    before(async () => {
      api = await startTestApp(target, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TIME_ZONE: ZONE });
      store = api.app.get(EventStore);
      adminToken = (await signInStaffFirstTime(api, ADMIN)).token;
      await listTestGames(api.app, [
        { gameId: CYBER, priceCents: 5999, keys: 20 },
        { gameId: OUTPOST, priceCents: 1999, keys: 20 },
      ]);
      [buyer, other] = (await createTestShoppers(api.app, 2, 1_000_00)) as [TestShopper, TestShopper];
      const buy = async (shopper: TestShopper, games: Array<{ gameId: number; quantity: number }>): Promise<Bought> => {
        const answer = await api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games, paymentMethod: 'wallet' } });
        assert.equal(answer.status, 201, JSON.stringify(answer.body));
        const order = answer.body.data.order;
        return { orderId: order.orderId, totalCents: cents(order.totalAmount), keyIds: order.games.flatMap((g: { gameKeys: Array<{ id: string }> }) => g.gameKeys.map((k) => k.id)) };
      };
      // Keys per order: 1, 2, 1, 2, 2.
      for (let i = 0; i < 5; i += 1) buyerOrders.push(await buy(buyer, [{ gameId: i % 2 ? CYBER : OUTPOST, quantity: i === 4 ? 2 : 1 + (i % 2) }]));
      otherOrders.push(await buy(other, [{ gameId: CYBER, quantity: 1 }, { gameId: OUTPOST, quantity: 1 }]));
      // One of the two keys of the buyer's last order refunded.
      const refunded = await api.call('POST', 'refund/process', { token: adminToken, body: { orderId: buyerOrders[4]!.orderId, gameId: OUTPOST, keyToRefund: buyerOrders[4]!.keyIds[0] } });
      assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
      refundedCents = cents(refunded.body.data.amount);
      // And an order of a past day by an account since deleted (no e-mail to show).
      const orderId = randomUUID();
      const placed: OrderPlacedV1 = {
        type: 'OrderPlaced',
        data: { orderId, userId: randomUUID(), lines: [], subtotalCents: PAST.totalCents, taxCents: 0, promoCode: null, promoDiscountCents: 0, totalCents: PAST.totalCents, paymentMethod: 'wallet', transactionId: `past-${orderId}` },
      };
      const appended = await store.append({ streamId: `order-${orderId}`, expectedVersion: 'no_stream', events: [placed] }, { metadata: { recordedAt: PAST.recordedAt, actor: { id: 'test', role: 'system' } } });
      otherOrders.push({ orderId, totalCents: PAST.totalCents, keyIds: [] });
      assert.ok(await api.app.get(ProjectionsService).runner(ORDER_HISTORY_PROJECTION).waitForPosition(appended.lastPosition, 20_000));
    });
    after(async () => api.close());

    const list = async (query: string, token = adminToken) => {
      const answer = await api.call('GET', `order/get-all-orders${query}`, { token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body;
    };
    const emailOf = (shopper: TestShopper) => `shopper-${shopper.userId}@example.test`;

    it('lists every order newest first with its buyer, status, payment, games and keys, and a summary of all that match', async () => {
      const all = await list('?limit=100');
      const everyOrder = [...buyerOrders, ...otherOrders];
      assert.equal(all.total, everyOrder.length);
      assert.deepEqual(new Set(all.orders.map((o: { _id: string }) => o._id)), new Set(everyOrder.map((o) => o.orderId)));
      const times = all.orders.map((o: { createdAt: string }) => Date.parse(o.createdAt));
      assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');
      assert.equal(all.orders.at(-1)._id, otherOrders[1]!.orderId, 'the past order comes last');
      assert.equal(all.orders.at(-1).user.email, null);
      const totalCents = everyOrder.reduce((sum, o) => sum + o.totalCents, 0);
      const keys = everyOrder.reduce((sum, o) => sum + o.keyIds.length, 0);
      assert.deepEqual(all.summary, { totalOrders: everyOrder.length, totalRevenue: (totalCents - refundedCents) / 100, gamesSold: keys - 1 });

      const refunded = all.orders.find((o: { _id: string }) => o._id === buyerOrders[4]!.orderId);
      assert.equal(refunded.status, 'Partially Refunded');
      assert.equal(refunded.refundedAmount, refundedCents / 100);
      assert.deepEqual(refunded.paymentInfo.method, 'wallet');
      assert.equal(refunded.user.email, emailOf(buyer));
      const game = refunded.games[0];
      assert.deepEqual([game.gameId, game.quantity, game.price, typeof game.title], [OUTPOST, 2, 19.99, 'string']);
      assert.deepEqual(game.gameKeys.map((k: { id: string; status: string; isUsed: boolean }) => [k.id, k.status, k.isUsed]), [
        [buyerOrders[4]!.keyIds[0], 'refunded', true],
        [buyerOrders[4]!.keyIds[1], 'active', false],
      ]);
      for (const key of all.orders.flatMap((o: { games: Array<{ gameKeys: Array<{ masked: string }> }> }) => o.games.flatMap((g) => g.gameKeys))) {
        assert.match(key.masked, /^[•-]+.{4}$/, 'keys are masked');
      }
      const completed = all.orders.find((o: { _id: string }) => o._id === buyerOrders[3]!.orderId);
      assert.deepEqual([completed.status, completed.refundedAmount, completed.games[0].quantity, completed.games[0].gameKeys.length], ['Completed', 0, 2, 2]);
    });

    it('reads a page of the list, its keys masked, in one statement, prepared on the server for each set of filters', async () => {
      await list('?limit=100'); // the admin's session is now in the cache
      const statements = watchStatements(store.pool);
      try {
        const all = await list('?limit=100');
        assert.ok(all.orders.some((o: { games: Array<{ gameKeys: unknown[] }> }) => o.games.some((g) => g.gameKeys.length === 2)));
        await list(`?limit=5&day=${today()}&email=SHOPPER`);
        assert.equal(statements.statements.length, 2, statements.statements.join('\n'));
        assert.equal(statements.prepared, target === 'postgres' ? 2 : 0);
      } finally {
        statements.stop();
      }
    });

    it('filters by part of the e-mail, any case, its wildcards taken literally; the summary follows the filter', async () => {
      const exact = await list(`?email=${encodeURIComponent(emailOf(buyer))}&limit=100`);
      assert.equal(exact.total, 5);
      assert.deepEqual(exact.filters, { email: emailOf(buyer), date: null, number: null });
      const buyerCents = buyerOrders.reduce((sum, o) => sum + o.totalCents, 0);
      assert.deepEqual(exact.summary, { totalOrders: 5, totalRevenue: (buyerCents - refundedCents) / 100, gamesSold: 1 + 2 + 1 + 2 + 2 - 1 });
      const partial = await list(`?email=${encodeURIComponent(other.userId.slice(0, 13).toUpperCase())}`);
      assert.deepEqual(partial.orders.map((o: { _id: string }) => o._id), [otherOrders[0]!.orderId]);
      for (const wildcard of ['%', '_', 'shopper_']) {
        const none = await list(`?email=${encodeURIComponent(wildcard)}`);
        assert.equal(none.total, 0, wildcard);
        assert.deepEqual(none.orders, []);
        assert.deepEqual(none.summary, { totalOrders: 0, totalRevenue: 0, gamesSold: 0 });
      }
    });

    it("filters by one calendar day in the store's time zone; a date it cannot read is ignored", async () => {
      const thisDay = await list(`?date=${today()}&limit=100`);
      assert.equal(thisDay.total, 6);
      assert.equal(thisDay.filters.date, today());
      const past = await list(`?date=${PAST.day}`);
      assert.deepEqual(past.orders.map((o: { _id: string }) => o._id), [otherOrders[1]!.orderId]);
      // 09:30 UTC is 23:30 in Kiritimati: the order belongs to the 10th there, not the 11th.
      assert.equal((await list('?date=2025-03-11')).total, 0);
      assert.equal((await list(`?date=${encodeURIComponent(PAST.recordedAt)}`)).total, 1, 'a full time is taken as its day');
      for (const unreadable of ['not-a-date', '2025-02-30', '']) {
        const ignored = await list(`?date=${encodeURIComponent(unreadable)}`);
        assert.equal(ignored.total, 7, unreadable);
        assert.equal(ignored.filters.date, null);
      }
      const both = await list(`?date=${today()}&email=${encodeURIComponent(emailOf(other))}`);
      assert.equal(both.total, 1);
    });

    it('pages through the orders: every order once, in order, with the page count', async () => {
      const all = (await list('?limit=100')).orders.map((o: { _id: string }) => o._id);
      const seen: string[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const answer = await list(`?page=${page}&limit=2`);
        assert.deepEqual([answer.page, answer.limit, answer.total, answer.totalPages], [page, 2, 7, 4]);
        seen.push(...answer.orders.map((o: { _id: string }) => o._id));
      }
      assert.deepEqual(seen, all);
      assert.deepEqual((await list('?page=5&limit=2')).orders, []);
      assert.equal((await list('')).limit, 20, 'twenty a page when not asked');
      for (const bad of ['?page=0', '?page=x', '?limit=101', '?limit=0', '?page=10001']) {
        const answer = await api.call('GET', `order/get-all-orders${bad}`, { token: adminToken });
        assert.equal(answer.status, 400, bad);
      }
    });

    it('shows one order from its events: items with platform, keys masked with Used or Active and what each cost, refunds', async () => {
      const order = buyerOrders[4]!;
      const answer = await api.call('GET', `order/details/${order.orderId}`, { token: adminToken });
      assert.equal(answer.status, 200);
      const detail = answer.body.order;
      assert.deepEqual([detail._id, detail.status, detail.userId.email, detail.totalAmount, detail.refundedAmount], [order.orderId, 'Partially Refunded', emailOf(buyer), order.totalCents / 100, refundedCents / 100]);
      assert.equal(detail.items.length, 1);
      assert.equal(typeof detail.items[0].platform, 'string');
      assert.deepEqual(detail.items[0].keys.map((k: { _id: string; status: string; isUsed: boolean; paid: number }) => [k._id, k.status, k.isUsed, k.paid]), [
        [order.keyIds[0], 'refunded', true, refundedCents / 100],
        [order.keyIds[1], 'active', false, (order.totalCents - refundedCents) / 100],
      ]);
      assert.deepEqual(detail.refunds.map((r: { keyId: string; amount: number; method: string; state: string }) => [r.keyId, r.amount, r.method, r.state]), [[order.keyIds[0], refundedCents / 100, 'wallet', 'Settled']]);
      const unused = (await api.call('GET', `order/details/${buyerOrders[3]!.orderId}`, { token: adminToken })).body.order;
      assert.deepEqual(unused.items[0].keys.map((k: { isUsed: boolean; status: string }) => [k.status, k.isUsed]), [['active', false], ['active', false]]);
      const missing = await api.call('GET', `order/details/${randomUUID()}`, { token: adminToken });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.message, 'Order not found');
      assert.equal((await api.call('GET', 'order/details/not-an-id', { token: adminToken })).status, 400);
    });

    it('answers admins only: 403 for a customer, even for their own order; 401 without a session', async () => {
      assert.equal((await api.call('GET', 'order/get-all-orders', { token: buyer.token })).status, 403);
      assert.equal((await api.call('GET', `order/details/${buyerOrders[0]!.orderId}`, { token: buyer.token })).status, 403);
      assert.equal((await api.call('GET', 'order/get-all-orders')).status, 401);
    });

    it("lowers the dashboard's revenue of the refund's month by what was refunded", async () => {
      const [year, month] = today().split('-').map(Number) as [number, number];
      const thisMonth = [...buyerOrders, otherOrders[0]!].reduce((sum, o) => sum + o.totalCents, 0);
      await eventually(async () => {
        const revenue = await api.call('GET', `order/revenue?month=${month}&year=${year}`, { token: adminToken });
        return revenue.body.totalRevenue === (thisMonth - refundedCents) / 100 ? true : undefined;
      }, 'the revenue shows the refund');
    });

    it('finds orders by the 6-character number the shopper knows, any case, after a #; orders sharing a number are all listed', async () => {
      const all = await list('?limit=100');
      const first = all.orders.find((o: { _id: string }) => o._id === buyerOrders[0]!.orderId);
      const transactionId: string = first.paymentInfo.transactionId;
      const number = transactionId.slice(-6).toUpperCase();
      for (const asTyped of [number, number.toLowerCase(), `#${number}`, ` ${number} `]) {
        const found = await list(`?number=${encodeURIComponent(asTyped)}`);
        assert.deepEqual(found.orders.map((o: { _id: string }) => o._id), [buyerOrders[0]!.orderId], asTyped);
        assert.equal(found.filters.number, number);
        assert.equal(found.summary.totalOrders, 1);
      }
      // Another order whose payment id ends the same way (numbers are short: they can repeat).
      const twinId = randomUUID();
      const twin: OrderPlacedV1 = {
        type: 'OrderPlaced',
        data: { orderId: twinId, userId: other.userId, lines: [], subtotalCents: 5_00, taxCents: 0, promoCode: null, promoDiscountCents: 0, totalCents: 5_00, paymentMethod: 'card', transactionId: `pay_twin_${transactionId.slice(-6)}` },
      };
      const appended = await store.append({ streamId: `order-${twinId}`, expectedVersion: 'no_stream', events: [twin] }, { metadata: { recordedAt: PAST.recordedAt, actor: { id: 'test', role: 'system' } } });
      assert.ok(await api.app.get(ProjectionsService).runner(ORDER_HISTORY_PROJECTION).waitForPosition(appended.lastPosition, 20_000));
      const both = await list(`?number=${number}`);
      assert.deepEqual(both.orders.map((o: { _id: string }) => o._id), [buyerOrders[0]!.orderId, twinId], 'newest first');
      assert.equal((await list('?number=ZZZZZZ')).total, 0);
      for (const bad of ['ABC12', 'ABCDEFG', 'AB CDE', '%25%25%25%25%25%25']) {
        const answer = await api.call('GET', `order/get-all-orders?number=${bad}`, { token: adminToken });
        assert.equal(answer.status, 400, bad);
        assert.equal(answer.body.message, 'number must be a 6-character order number, as on the order confirmation');
      }
    });
  });
}
