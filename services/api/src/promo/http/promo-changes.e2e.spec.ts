import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore, logEndPosition } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { SALES_PROJECTION } from '../../dashboard/projections/sales.projection.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { PROMO_CODES_PROJECTION } from '../projections/promo-codes.projection.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';

const GAME = 1009; // $19.99
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);

/**
 * An admin's changes to a promo code (deactivate, reactivate, extend its expiry, change its max
 * uses): admin only, refused in the rule's words with nothing written, recorded once per
 * Idempotency-Key, seen by checkout at once, and never letting a code be used past its limit.
 */
for (const target of await apiTestTargets()) {
  describe(`promo code changes on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    let admin: TestUser;
    let customer: TestUser;
    let buyers: TestShopper[];

    before(async () => {
      api = await startTestApp(target);
      store = api.app.get(EventStore);
      admin = await createTestUser(api.app, 'admin');
      customer = await createTestUser(api.app, 'customer');
      await listTestGames(api.app, [{ gameId: GAME, priceCents: 1999, keys: 40 }]);
      buyers = await createTestShoppers(api.app, 12, 500_00);
      for (const promo of [
        { code: 'SPRING', discountValue: 10, expiryDate: day(10), maxUses: 5 },
        { code: 'PAUSE', discountValue: 10, expiryDate: day(10) },
        { code: 'LAST', discountType: 'fixed', discountValue: 1, expiryDate: day(10), maxUses: 2 },
        { code: 'TWICE', discountValue: 5, expiryDate: day(10), maxUses: 3 },
      ]) {
        const created = await api.call('POST', 'promo/create', { token: admin.token, body: promo });
        assert.equal(created.status, 201, JSON.stringify(created.body));
      }
    });
    after(async () => api.close());

    const asAdmin = (path: string, body?: unknown, headers: Record<string, string> = {}) => api.call('POST', path, { token: admin.token, body, headers });
    const eventCount = async () => Number((await store.pool.query('SELECT count(*) AS n FROM events')).rows[0].n);
    const order = (buyer: TestShopper, promoCode: string) =>
      api.call('POST', 'order/create-order', { token: buyer.token, body: { userId: buyer.userId, games: [{ gameId: GAME, quantity: 1 }], paymentMethod: 'wallet', promoCode } });
    const listed = async (code: string) => (await api.call('GET', 'promo', { token: admin.token })).body.promos.find((p: { code: string }) => p.code === code);

    it('is for admins only: 401 signed out, 403 for a customer, nothing written', async () => {
      const before = await eventCount();
      for (const [path, body] of [
        ['promo/SPRING/deactivate', undefined],
        ['promo/SPRING/reactivate', undefined],
        ['promo/SPRING/expiry', { expiryDate: day(20) }],
        ['promo/SPRING/max-uses', { maxUses: 9 }],
      ] as const) {
        assert.equal((await api.call('POST', path, { body })).status, 401, path);
        assert.equal((await api.call('POST', path, { token: customer.token, body })).status, 403, path);
      }
      assert.equal(await eventCount(), before);
    });

    it('refuses bad values (400, naming the field), an unknown code (404) and a change that does not fit (409), writing nothing', async () => {
      const used = await order(buyers[0]!, 'SPRING');
      assert.equal(used.status, 201, JSON.stringify(used.body));
      const usedTwice = await order(buyers[1]!, 'SPRING');
      assert.equal(usedTwice.status, 201);
      const before = await eventCount();
      const cases: Array<[string, unknown, number, string, string?]> = [
        ['promo/SPRING/expiry', { expiryDate: 'next week' }, 400, 'The expiry date is not a date', 'expiryDate'],
        ['promo/SPRING/expiry', {}, 400, 'Please enter the new expiry date', 'expiryDate'],
        ['promo/SPRING/max-uses', { maxUses: 0 }, 400, 'Max uses must be a whole number of at least 1', 'maxUses'],
        ['promo/SPRING/max-uses', { maxUses: 2.5 }, 400, 'Max uses must be a whole number of at least 1', 'maxUses'],
        ['promo/SPRING/max-uses', { maxUses: 'lots' }, 400, 'Max uses must be a whole number of at least 1', 'maxUses'],
        ['promo/a%20b/deactivate', undefined, 400, 'Invalid promo code', 'code'],
        ['promo/NOSUCH/deactivate', undefined, 404, 'Promo code not found'],
        ['promo/NOSUCH/max-uses', { maxUses: 3 }, 404, 'Promo code not found'],
        ['promo/SPRING/reactivate', undefined, 409, 'Promo code SPRING is already active'],
        ['promo/SPRING/expiry', { expiryDate: day(-1) }, 409, 'The expiry date is already past'],
        ['promo/SPRING/expiry', { expiryDate: day(5) }, 409, `The new expiry date must be after the current one (${day(10)})`],
        ['promo/SPRING/max-uses', { maxUses: 1 }, 409, 'Max uses cannot be below the 2 uses already made'],
        ['promo/SPRING/max-uses', { maxUses: 5 }, 409, 'Max uses is already 5'],
      ];
      for (const [path, body, status, message, field] of cases) {
        const answer = await asAdmin(path, body);
        assert.equal(answer.status, status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`);
        assert.equal(answer.body.message, message);
        if (field) assert.deepEqual(answer.body.errors?.map((e: { field: string }) => e.field), [field], `${path}: the field named`);
      }
      const inactive = await asAdmin('promo/PAUSE/deactivate');
      assert.equal(inactive.status, 200);
      const again = await asAdmin('promo/PAUSE/deactivate');
      assert.deepEqual([again.status, again.body.message], [409, 'Promo code PAUSE is already inactive']);
      assert.equal(await eventCount(), before + 1, 'only the one deactivation was written');
      assert.equal((await asAdmin('promo/PAUSE/reactivate')).status, 200);
    });

    it('names the rule when refusing a discount at creation: a percentage of at most 100, a fixed discount of at most $100,000.00', async () => {
      const before = await eventCount();
      for (const [body, message] of [
        [{ code: 'TOOMUCH', discountValue: 150, expiryDate: day(3) }, 'A percentage of at most 100: a whole number from 1 to 100'],
        [{ code: 'TOOMUCH', discountValue: 12.5, expiryDate: day(3) }, 'A percentage of at most 100: a whole number from 1 to 100'],
        // Outside what any type takes, the value's own schema refuses it, naming both rules (the document states its bounds).
        [{ code: 'TOOMUCH', discountType: 'fixed', discountValue: 0.005, expiryDate: day(3) }, 'The discount must be a whole percent from 1 to 100, or a fixed amount of at most $100,000.00 with at most two decimals'],
        [{ code: 'TOOMUCH', discountType: 'fixed', discountValue: '100000.01', expiryDate: day(3) }, 'The discount must be a whole percent from 1 to 100, or a fixed amount of at most $100,000.00 with at most two decimals'],
        [{ code: 'TOOMUCH', discountType: 'fixed', discountValue: -5, expiryDate: day(3) }, 'The discount must be a whole percent from 1 to 100, or a fixed amount of at most $100,000.00 with at most two decimals'],
      ] as const) {
        const answer = await asAdmin('promo/create', body);
        assert.equal(answer.status, 400, JSON.stringify(answer.body));
        assert.equal(answer.body.message, message);
        assert.deepEqual(answer.body.errors?.map((e: { field: string }) => e.field), ['discountValue']);
      }
      assert.equal(await eventCount(), before);
    });

    it('refuses days the calendar does not have, at creation and when extending, instead of rolling them over; a leap day is a day', async () => {
      const before = await eventCount();
      for (const expiryDate of ['2027-02-30', '2027-04-31', '2027-02-29', '2027-13-01', '2027-06-31T12:00:00Z', '2027-05-01T24:00:00Z']) {
        const created = await asAdmin('promo/create', { code: 'NODAY', discountValue: 10, expiryDate });
        assert.deepEqual([created.status, created.body.message], [400, 'The expiry date is not a date'], expiryDate);
        assert.deepEqual(created.body.errors?.map((e: { field: string }) => e.field), ['expiryDate']);
        const extended = await asAdmin('promo/SPRING/expiry', { expiryDate });
        assert.deepEqual([extended.status, extended.body.message], [400, 'The expiry date is not a date'], expiryDate);
      }
      assert.equal(await eventCount(), before, 'nothing written');
      const leap = await asAdmin('promo/create', { code: 'LEAPDAY', discountValue: 10, expiryDate: '2028-02-29' });
      assert.equal(leap.status, 201, JSON.stringify(leap.body));
      assert.equal((await listed('LEAPDAY')).expiryDate, '2028-02-29T23:59:59.999Z');
    });

    it('a deactivated code is refused at checkout and preview in the spec’s inactive-code text, and applies again once reactivated; the books do not move', async () => {
      const month = `month=${new Date().getUTCMonth() + 1}&year=${new Date().getUTCFullYear()}`;
      const books = async () => {
        const head = await logEndPosition(store.pool);
        await api.app.get(ProjectionsService).runner(SALES_PROJECTION).waitForPosition(head, 10_000);
        const report = (await api.call('GET', `finance/report?from=${day(-40)}&to=${day(1)}&groupBy=day`, { token: admin.token })).body;
        const dashboard = await Promise.all([`order/getCount?${month}`, `order/revenue?${month}`, 'order/getWeeklySale'].map(async (path) => (await api.call('GET', path, { token: admin.token })).body));
        for (const answer of dashboard) assert.equal(answer.success, true, JSON.stringify(answer));
        return { rows: report.rows, totals: report.totals, dashboard };
      };
      const booksBefore = await books();

      const off = await asAdmin('promo/TWICE/deactivate');
      assert.equal(off.status, 200, JSON.stringify(off.body));
      assert.equal(off.body.promo.isActive, false, 'the answer is the code as it is now');
      assert.equal((await listed('TWICE')).isActive, false);
      const refused = await order(buyers[2]!, 'TWICE');
      assert.deepEqual([refused.status, refused.body.message], [409, 'This promo code is not active']);
      const preview = await api.call('POST', 'promo/apply', { token: buyers[2]!.token, body: { code: 'TWICE', orderTotal: 21.59 } });
      assert.deepEqual([preview.status, preview.body.error], [409, 'This promo code is not active']);

      const extended = await asAdmin('promo/TWICE/expiry', { expiryDate: day(30) });
      assert.equal(extended.status, 200);
      assert.equal(extended.body.promo.expiryDate, `${day(30)}T23:59:59.999Z`);
      const raised = await asAdmin('promo/TWICE/max-uses', { maxUses: 10 });
      assert.deepEqual([raised.status, raised.body.promo.maxUses], [200, 10]);
      const on = await asAdmin('promo/TWICE/reactivate');
      assert.equal(on.body.promo.isActive, true);
      assert.deepEqual(await books(), booksBefore, 'the promo changes moved no money: report and dashboard unchanged');

      const bought = await order(buyers[2]!, 'TWICE');
      assert.equal(bought.status, 201, JSON.stringify(bought.body));
      assert.equal(bought.body.data.order.promoDiscount, 1);
      assert.deepEqual(
        (await store.readStream('promo-TWICE')).events.map((e) => [e.type, e.metadata.actor?.id]),
        [
          ['PromoCreated', admin.userId],
          ['PromoDeactivated', admin.userId],
          ['PromoExpiryExtended', admin.userId],
          ['PromoMaxUsesChanged', admin.userId],
          ['PromoReactivated', admin.userId],
          ['PromoRedeemed', buyers[2]!.userId],
        ],
      );
      await api.app.get(ProjectionsService).runner(PROMO_CODES_PROJECTION).waitForPosition(bought.body.position, 10_000);
      const promo = await listed('TWICE');
      assert.deepEqual([promo.usedCount, promo.maxUses, promo.isActive, promo.expiryDate], [1, 10, true, `${day(30)}T23:59:59.999Z`]);
    });

    it('applies a change sent twice with one Idempotency-Key once, and answers the second as the first', async () => {
      const before = await eventCount();
      const key = { 'Idempotency-Key': 'promo-change-test-0001' };
      const first = await asAdmin('promo/SPRING/max-uses', { maxUses: 7 }, key);
      const second = await asAdmin('promo/SPRING/max-uses', { maxUses: 7 }, key);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.deepEqual([second.status, second.body.position, second.headers.get('idempotent-replayed')], [200, first.body.position, 'true']);
      const offKey = { 'Idempotency-Key': 'promo-change-test-0002' };
      const [a, b] = await Promise.all([asAdmin('promo/PAUSE/deactivate', undefined, offKey), asAdmin('promo/PAUSE/deactivate', undefined, offKey)]);
      assert.deepEqual([a.status, b.status, a.body.position], [200, 200, b.body.position], 'at the same time too');
      assert.equal(await eventCount(), before + 2);
      const other = await asAdmin('promo/SPRING/max-uses', { maxUses: 8 }, key);
      assert.equal(other.status, 409, 'the key with another body is refused');
      assert.equal((await listed('SPRING')).maxUses, 7);
    });

    it('a code at its last use, given more uses while buyers race: never used past its limit at any moment', async () => {
      const first = await order(buyers[3]!, 'LAST');
      assert.equal(first.status, 201, JSON.stringify(first.body));
      const racers = buyers.slice(4, 12);
      const [raise, ...orders] = await Promise.all([asAdmin('promo/LAST/max-uses', { maxUses: 4 }), ...racers.map((buyer) => order(buyer, 'LAST'))]);
      assert.equal(raise.status, 200, JSON.stringify(raise.body));
      const placed = orders.filter((answer) => answer.status === 201);
      for (const answer of orders.filter((a) => a.status !== 201)) assert.deepEqual([answer.status, answer.body.message], [409, 'This promo code has reached its usage limit']);
      assert.ok(placed.length >= 1 && placed.length <= 3, `${placed.length} of the racers used it`);

      // Replayed in log order, the uses never pass the limit in force when each was made.
      let limit: number | null = null;
      let uses = 0;
      for (const event of (await store.readStream('promo-LAST')).events) {
        if (event.type === 'PromoCreated') limit = event.data.maxUses as number;
        if (event.type === 'PromoMaxUsesChanged') limit = event.data.maxUses as number;
        if (event.type === 'PromoRedeemed') uses += 1;
        assert.ok(limit === null || uses <= limit, `${uses} uses under a limit of ${limit} after ${event.type}`);
      }
      assert.equal(uses, 1 + placed.length, 'one redemption per order placed');
      const head = await logEndPosition(store.pool);
      await api.app.get(ProjectionsService).runner(PROMO_CODES_PROJECTION).waitForPosition(head, 10_000);
      const promo = await listed('LAST');
      assert.deepEqual([promo.usedCount, promo.maxUses], [uses, 4]);
      // Every racer that got in is used up now, or was refused for the limit: fill it, then it is refused.
      for (const buyer of racers.slice(0, 4 - uses)) assert.equal((await order(buyer, 'LAST')).status, 201);
      assert.equal((await order(buyers[4]!, 'LAST')).body.message, 'This promo code has reached its usage limit');
    });
  });
}
