import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { EventStore, logEndPosition } from '@keyledger/event-store';
import { SALES_PROJECTION } from '../../dashboard/projections/sales.projection.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { ORDER_HISTORY_PROJECTION } from '../../purchases/projections/order-history.projection.js';
import { createTestShoppers } from '../../ordering/testing/test-shoppers.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { eventually } from '../../testing/eventually.js';
import { createTestUser } from '../../testing/test-users.js';
import { ZonedCalendar, monthsFrom } from '../domain/zoned-calendar.js';
import { appendHistory, historyArbitrary } from '../testing/generated-history.js';

/** A zone with daylight saving time, so months and days change their UTC offsets across the history. */
const ZONE = 'America/New_York';

for (const target of await apiTestTargets()) {
  describe(`the finance report, replayed from the log, on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    let adminToken: string;
    let financeToken: string;
    /** Every shopper with a wallet: the wallet liability is the sum of their balances. */
    const shopperIds: string[] = [];
    const calendar = new ZonedCalendar(ZONE);
    const today = () => calendar.dayOf(Date.now());
    const from = () => `${monthsFrom(shiftMonths(today(), -4), today())[0]}-01`;

    before(async () => {
      api = await startTestApp(target, { TIME_ZONE: ZONE });
      store = api.app.get(EventStore);
      adminToken = (await createTestUser(api.app, 'admin')).token;
      financeToken = (await createTestUser(api.app, 'finance')).token;
    });
    after(async () => api.close());

    const report = async (query: string, token = financeToken) => {
      const answer = await api.call('GET', `finance/report?${query}`, { token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body;
    };
    /**
     * The report once it reads up to the log's last event: the gap-safe end it reads to trails a
     * transaction still running (on PGlite, a follow-up's or a projection's, for a moment).
     */
    const reportAtHead = async (query: string) => {
      // The report states the last event it read in log order: the log's end, not always its highest position.
      const head = await logEndPosition(store.pool);
      return eventually(async () => {
        const answer = await report(query);
        return answer.asOf.position >= head ? answer : undefined;
      }, `the report of ${query} reaching position ${head}`);
    };
    const csv = async (query: string) => {
      const res = await fetch(`${api.baseUrl}/api/v1/finance/report?${query}&format=csv`, { headers: { authorization: `Bearer ${financeToken}` } });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
      return res.text();
    };
    const readModelsCaughtUp = async () => {
      const position = await logEndPosition(store.pool);
      for (const name of [SALES_PROJECTION, ORDER_HISTORY_PROJECTION]) assert.ok(await api.app.get(ProjectionsService).runner(name).waitForPosition(position, 30_000), `${name} caught up`);
    };
    const admin = async (path: string) => {
      const answer = await api.call('GET', path, { token: adminToken });
      assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };

    it('equals what the dashboard, the purchases list and the wallets show, over generated histories, with the same CSV twice', async () => {
      await fc.assert(
        fc.asyncProperty(historyArbitrary(3), async (history) => {
          const shoppers = await createTestShoppers(api.app, 3, 0);
          shopperIds.push(...shoppers.map((shopper) => shopper.userId));
          await appendHistory(store, shoppers.map((shopper) => shopper.userId), history);
          await readModelsCaughtUp();

          // By month: the dashboard's count and revenue of each month.
          const monthly = await reportAtHead(`from=${from()}&to=${today()}&groupBy=month`);
          for (const row of monthly.rows) {
            const [year, month] = (row.key as string).split('-').map(Number);
            assert.equal((await admin(`order/getCount?month=${month}&year=${year}`)).count, row.orders, `orders of ${row.key}: ${JSON.stringify(monthly.rows)}`);
            assert.equal((await admin(`order/revenue?month=${month}&year=${year}`)).totalRevenue, row.netRevenue, `revenue of ${row.key}`);
          }
          // The whole log: the purchases list's summary of every order.
          const all = await admin('order/get-all-orders?limit=1');
          assert.equal(monthly.totals.orders, all.summary.totalOrders);
          assert.equal(monthly.totals.netRevenue, all.summary.totalRevenue);
          // By day: the purchases list filtered by each day this history placed orders on.
          const daily = await reportAtHead(`from=${from()}&to=${today()}&groupBy=day`);
          const byDay = new Map<string, number>(daily.rows.map((row: { key: string; orders: number }) => [row.key, row.orders]));
          const days = new Set<string>(daily.rows.filter((row: { orders: number }) => row.orders > 0).map((row: { key: string }) => row.key));
          for (const day of [...days].slice(0, 6)) assert.equal((await admin(`order/get-all-orders?date=${day}&limit=1`)).summary.totalOrders, byDay.get(day), `orders of ${day}`);
          assert.deepEqual(daily.totals, monthly.totals, 'days and months add up to the same totals');
          // Wallets: the liability is the sum of every balance.
          let balances = 0;
          for (const id of shopperIds) balances += Math.round((await admin(`users/${id}`)).data.user.wallet.balance * 100);
          assert.equal(Math.round(monthly.totals.walletLiability * 100), balances);
          // By game: the games' figures add up to the totals (tax and promo split by the refund rule).
          const byGame = await reportAtHead(`from=${from()}&to=${today()}&groupBy=game`);
          for (const figure of ['keysSold', 'grossSales', 'saleDiscounts', 'promoDiscounts', 'tax', 'refunds', 'keysReplaced', 'netRevenue'] as const) {
            const cents = byGame.rows.reduce((sum: number, row: Record<string, number>) => sum + Math.round(row[figure]! * 100), 0);
            assert.equal(cents, Math.round(monthly.totals[figure] * 100), `${figure} by game`);
          }
          // Reproducible: the same position gives the same bytes.
          const query = `from=${from()}&to=${today()}&groupBy=day&asOf=${daily.asOf.position}`;
          assert.equal(await csv(query), await csv(query));
        }),
        { numRuns: 4 },
      );
    });

    it('as of position P equals the report taken live when the head was P, after more events were appended', async () => {
      const query = `from=${from()}&to=${today()}&groupBy=month`;
      const live = await reportAtHead(query);
      const liveCsv = await csv(`${query}&asOf=${live.asOf.position}`);
      const shoppers = await createTestShoppers(api.app, 2, 0);
      shopperIds.push(...shoppers.map((shopper) => shopper.userId));
      const added = await appendHistory(store, shoppers.map((shopper) => shopper.userId), fc.sample(historyArbitrary(2), { numRuns: 1, seed: 7 })[0]!);
      assert.ok(added > 0);
      const now = await reportAtHead(query);
      assert.ok(now.asOf.position > live.asOf.position);
      assert.notDeepEqual(now.totals, live.totals, 'the new events changed the live report');
      const then = await report(`${query}&asOf=${live.asOf.position}`);
      assert.deepEqual({ ...then, eventsRead: 0 }, { ...live, eventsRead: 0 });
      assert.equal(await csv(`${query}&asOf=${live.asOf.position}`), liveCsv);
    });

    it('as of a time leaves out every event recorded after it', async () => {
      const query = `from=${from()}&to=${today()}&groupBy=month`;
      const before = await reportAtHead(query);
      const cut = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const [shopper] = await createTestShoppers(api.app, 1, 25_00); // a wallet credit now, after the cut
      shopperIds.push(shopper!.userId);
      const later = await reportAtHead(query);
      assert.equal(Math.round(later.totals.walletLiability * 100) - Math.round(before.totals.walletLiability * 100), 25_00);
      const atCut = await report(`${query}&asOf=${encodeURIComponent(cut)}`);
      assert.deepEqual(atCut.totals, before.totals);
      assert.equal(atCut.asOf.time, cut);
    });

    it('as of a time states the position whose report is the same, byte for byte, for random times between events', async () => {
      const shoppers = await createTestShoppers(api.app, 2, 0);
      shopperIds.push(...shoppers.map((shopper) => shopper.userId));
      const history = fc.sample(historyArbitrary(2).filter((h) => h.orders.some((order) => order.refunds.length > 0)), { numRuns: 1, seed: 33 })[0]!;
      await appendHistory(store, shoppers.map((shopper) => shopper.userId), history);
      await reportAtHead(`from=${from()}&to=${today()}&groupBy=day`);
      // Every moment an event was recorded at, in time order (the log holds histories appended out of time order too).
      const moments = (await store.pool.query<{ at: Date }>('SELECT DISTINCT recorded_at AS at FROM events WHERE recorded_at <= now() ORDER BY at')).rows.map((row) => row.at.getTime());
      assert.ok(moments.length > 10);
      let differedFromHead = 0;
      const head = (await report(`from=${from()}&to=${today()}&groupBy=day`)).asOf.position;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: moments.length - 2 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('day', 'month', 'game'), async (index, fraction, groupBy) => {
          const time = new Date(Math.floor(moments[index]! + (moments[index + 1]! - moments[index]!) * fraction)).toISOString();
          const query = `from=${from()}&to=${today()}&groupBy=${groupBy}`;
          const byTime = await report(`${query}&asOf=${encodeURIComponent(time)}`);
          assert.equal(byTime.asOf.time, time);
          const byPosition = await report(`${query}&asOf=${byTime.asOf.position}`);
          assert.deepEqual({ rows: byTime.rows, totals: byTime.totals, position: byTime.asOf.position }, { rows: byPosition.rows, totals: byPosition.totals, position: byPosition.asOf.position }, time);
          assert.equal(await csv(`${query}&asOf=${encodeURIComponent(time)}`), await csv(`${query}&asOf=${byTime.asOf.position}`), `CSV as of ${time}`);
          if (byTime.asOf.position < head) differedFromHead += 1;
        }),
        { numRuns: 25, seed: 5 },
      );
      assert.ok(differedFromHead > 0, 'some of the times stand before the head of the log');
    });

    it('refuses bad parameters in clear words, and customers', async () => {
      const bad: Array<[string, string]> = [
        ['from=2026-11-02&to=2026-11-01', 'from must not be after to'],
        ['from=2026-11-01&to=2026-11-30&groupBy=week', "groupBy must be 'day', 'month' or 'game'"],
        ['from=2026-02-30&to=2026-03-01', 'from must be a date (YYYY-MM-DD)'],
        ['from=yesterday&to=2026-03-01', 'from must be a date (YYYY-MM-DD)'],
        ['to=2026-03-01', 'from is required (YYYY-MM-DD)'],
        ['from=2026-11-01&to=2026-11-30&asOf=soon', 'asOf must be an ISO time or a log position'],
        ['from=2026-11-01&to=2026-11-30&format=xml', "format must be 'json' or 'csv'"],
        ['from=2026-11-01&to=2026-11-30&asOf=999999999', 'asOf is beyond the end of the log'],
        ['from=2026-11-01&to=2026-11-30&asOf=2999-01-01T00:00:00Z', 'asOf is in the future'],
      ];
      for (const [query, message] of bad) {
        const answer = await api.call('GET', `finance/report?${query}`, { token: financeToken });
        assert.equal(answer.status, 400, query);
        assert.ok(JSON.stringify(answer.body.errors ?? answer.body.message).includes(message), `${query}: ${JSON.stringify(answer.body)}`);
      }
      const customer = await createTestUser(api.app, 'customer');
      assert.equal((await api.call('GET', `finance/report?from=${today()}&to=${today()}`, { token: customer.token })).status, 403);
      assert.equal((await api.call('GET', `finance/report?from=${today()}&to=${today()}`, { token: adminToken })).status, 200);
    });
  });
}

/** The day `months` months from `day` (clamped to the 28th: only its month is used). */
function shiftMonths(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
