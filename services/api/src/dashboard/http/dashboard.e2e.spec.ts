import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { EventStore, logEndPosition } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import type { OrderPlacedV1 } from '../../ordering/domain/order.events.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { SALES_PROJECTION } from '../projections/sales.projection.js';

const ADMIN = { email: 'admin@keyledger.local', password: 'admin-password-for-dashboard' };
const FINANCE = { email: 'books@keyledger.test', password: 'finance-password-for-dashboard' };
/** Not UTC, with summer time: days and months start at 04:00 or 05:00 UTC. */
const ZONE = 'America/New_York';

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock time in ZONE of an instant. */
function local(instant: Date): LocalTime & { date: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const time = { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
  return { ...time, date: `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}` };
}

/** The instant at a wall-clock time in ZONE (days past the month's end roll over, as Date.UTC does). */
function at(time: LocalTime): Date {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  let guess = wall;
  for (let i = 0; i < 3; i += 1) {
    const seen = local(new Date(guess));
    guess += wall - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  }
  return new Date(guess);
}

/**
 * Orders on the first and last hours of months whose UTC offset differs from the month before or
 * after: a month is from its own first midnight to the next one's, whatever the offsets.
 */
const DST_EDGES: ReadonlyArray<readonly [LocalTime, number]> = [
  [{ year: 2025, month: 2, day: 28, hour: 23, minute: 30 }, 2_00], // 04:30 UTC on March 1: February's
  [{ year: 2025, month: 3, day: 1, hour: 0, minute: 30 }, 3_00],
  [{ year: 2025, month: 3, day: 31, hour: 23, minute: 30 }, 3_10], // summer time: 03:30 UTC on April 1
  [{ year: 2025, month: 4, day: 1, hour: 0, minute: 30 }, 4_00], // 04:30 UTC: April's, though March began at 05:00 UTC
  [{ year: 2025, month: 11, day: 30, hour: 23, minute: 30 }, 11_00], // winter time: 04:30 UTC on December 1, November's
  [{ year: 2025, month: 12, day: 1, hour: 0, minute: 30 }, 12_00],
];

const monthBefore = (year: number, month: number, back: number) => {
  const index = year * 12 + (month - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

for (const target of await apiTestTargets()) {
  describe(`the dashboard's figures on ${target} (server time zone ${ZONE})`, () => {
    let api: TestApp;
    let token: string;
    /** Every order the log holds, with when and how much. */
    const orders: Array<{ at: Date; totalCents: number }> = [];

    before(async () => {
      api = await startTestApp(target, { ADMIN_PASSWORD: ADMIN.password, FINANCE_EMAIL: FINANCE.email, FINANCE_PASSWORD: FINANCE.password, TIME_ZONE: ZONE });
      token = (await signInStaffFirstTime(api, ADMIN)).token;
      await listTestGames(api.app, [{ gameId: 1877, priceCents: 1999, keys: 10 }]);
      const now = local(new Date());
      const [m1, m2] = [monthBefore(now.year, now.month, 1), monthBefore(now.year, now.month, 2)];
      const mondayOffset = (new Date(Date.UTC(now.year, now.month - 1, now.day)).getUTCDay() + 6) % 7;
      const monday = { year: now.year, month: now.month, day: now.day - mondayOffset };
      // Orders of past moments, as the log holds them: around the edges of months and of the week.
      const scripted: Array<[LocalTime, number]> = [
        [{ ...m2, day: 1, hour: 0, minute: 5 }, 10_00],
        [{ ...m2, day: 12, hour: 13, minute: 0 }, 20_50],
        [{ ...m1, day: 0, hour: 23, minute: 30 }, 1], // the last day of the month two back, late evening: 03:30 or 04:30 UTC the next day
        [{ year: now.year, month: now.month, day: 1, hour: 0, minute: 10 }, 33_33],
        [{ ...monday, hour: 0, minute: 5 }, 7_77], // the first minutes of this week's Monday
        [{ ...monday, day: monday.day - 1, hour: 23, minute: 55 }, 5_55], // the last minutes of last week's Sunday: Monday in UTC
        // Month edges on either side of a change of summer time (2025: from March 9 to November 2).
        ...DST_EDGES.map(([time, totalCents]): [LocalTime, number] => [time, totalCents]),
      ];
      const store = api.app.get(EventStore);
      for (const [time, totalCents] of scripted) {
        const placedAt = at(time);
        const orderId = randomUUID();
        const event: OrderPlacedV1 = {
          type: 'OrderPlaced',
          data: { orderId, userId: randomUUID(), lines: [], subtotalCents: totalCents, taxCents: 0, promoCode: null, promoDiscountCents: 0, totalCents, paymentMethod: 'wallet', transactionId: `scripted-${orderId}` },
        };
        await store.append({ streamId: `order-${orderId}`, expectedVersion: 'no_stream', events: [event] }, { metadata: { recordedAt: placedAt.toISOString(), actor: { id: 'dashboard-test', role: 'system' } } });
        orders.push({ at: placedAt, totalCents });
      }
      // And two orders placed now, through the API.
      const shoppers = (await createTestShoppers(api.app, 2, 100_00)) as TestShopper[];
      for (const shopper of shoppers) {
        const placed = await api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games: [{ gameId: 1877, quantity: 1 }], paymentMethod: 'wallet' } });
        assert.equal(placed.status, 201);
        orders.push({ at: new Date(placed.body.data.order.createdAt), totalCents: Math.round(placed.body.data.order.totalAmount * 100) });
      }
      assert.ok(await api.app.get(ProjectionsService).runner(SALES_PROJECTION).waitForPosition(await logEndPosition(store.pool), 20_000));
    });
    after(async () => api.close());

    const inMonth = (year: number, month: number) => orders.filter((o) => local(o.at).year === year && local(o.at).month === month);
    /** A month after a month of nothing is new (null), not +100%. */
    const change = (thisMonth: number, lastMonth: number) => (lastMonth === 0 ? (thisMonth > 0 ? null : 0) : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10);

    it('counts each month’s orders and their revenue to the cent, in the server’s time zone, with the change against the month before', async () => {
      const now = local(new Date());
      for (let back = 0; back <= 3; back += 1) {
        const { year, month } = monthBefore(now.year, now.month, back);
        const before = monthBefore(year, month, 1);
        const these = inMonth(year, month);
        const previous = inMonth(before.year, before.month);
        const count = await api.call('GET', `order/getCount?month=${month}&year=${year}`, { token });
        assert.equal(count.status, 200);
        assert.deepEqual(count.body, { success: true, count: these.length, percentageChange: change(these.length, previous.length) }, `${year}-${month}`);
        const cents = (list: typeof orders) => list.reduce((sum, o) => sum + o.totalCents, 0);
        const revenue = await api.call('GET', `order/revenue?month=${month}&year=${year}`, { token });
        assert.deepEqual(revenue.body, { success: true, totalRevenue: cents(these) / 100, percentageChange: change(cents(these), cents(previous)) }, `${year}-${month}`);
      }
      // Two months back holds three orders, one of them on its last evening (the next day in UTC); the month after it none.
      const twoBack = monthBefore(now.year, now.month, 2);
      assert.equal(inMonth(twoBack.year, twoBack.month).length, 3);
      const oneBack = monthBefore(now.year, now.month, 1);
      assert.equal((await api.call('GET', `order/getCount?month=${oneBack.month}&year=${oneBack.year}`, { token })).body.percentageChange, -100);
      // Three months back had none: two back, with its three orders, is new.
      assert.equal(inMonth(monthBefore(now.year, now.month, 3).year, monthBefore(now.year, now.month, 3).month).length, 0);
      assert.equal((await api.call('GET', `order/getCount?month=${twoBack.month}&year=${twoBack.year}`, { token })).body.percentageChange, null);
      // No month given: the current one.
      assert.equal((await api.call('GET', 'order/getCount', { token })).body.count, inMonth(now.year, now.month).length);
    });

    it('counts a month from its own first midnight to the next, across a change of summer time', async () => {
      for (const month of [2, 3, 4, 5, 10, 11, 12]) {
        const these = inMonth(2025, month);
        const previous = inMonth(2025, month - 1);
        const count = await api.call('GET', `order/getCount?month=${month}&year=2025`, { token });
        assert.deepEqual(count.body, { success: true, count: these.length, percentageChange: change(these.length, previous.length) }, `2025-${month}`);
      }
      assert.deepEqual([2, 3, 4, 11, 12].map((month) => inMonth(2025, month).length), [1, 2, 1, 1, 1]);
    });

    it('buckets this week’s orders by day, Monday to Sunday, on the server’s days', async () => {
      const weekly = await api.call('GET', 'order/getWeeklySale', { token });
      assert.equal(weekly.status, 200);
      assert.equal(weekly.body.timeZone, ZONE);
      assert.deepEqual(weekly.body.data.map((d: { day: string }) => d.day), ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
      const dates = weekly.body.data.map((d: { date: string }) => d.date);
      assert.equal(dates[0 + ((new Date(`${local(new Date()).date}T12:00:00Z`).getUTCDay() + 6) % 7)], local(new Date()).date, 'today is in its place');
      const expected = dates.map((date: string) => orders.filter((o) => local(o.at).date === date).length);
      assert.deepEqual(weekly.body.data.map((d: { count: number }) => d.count), expected);
      assert.ok(expected[0] >= 1, 'Monday’s first minutes count for Monday');
    });

    it('lists the latest orders, newest first, with the buyer’s e-mail', async () => {
      const recent = await api.call('GET', 'order/getRecentOrders?limit=3', { token });
      assert.equal(recent.status, 200);
      assert.equal(recent.body.orders.length, 3);
      const times = recent.body.orders.map((o: { createdAt: string }) => Date.parse(o.createdAt));
      assert.deepEqual(times, [...times].sort((a, b) => b - a));
      const newest = [...orders].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 3);
      assert.deepEqual(times, newest.map((o) => o.at.getTime()));
      assert.match(recent.body.orders.find((o: { paymentInfo: { transactionId: string } }) => !o.paymentInfo.transactionId.startsWith('scripted-')).user.email, /@example\.test$/);
    });

    it('counts customers as Active Users: the admin and the finance account are staff, not users', async () => {
      const count = await api.call('GET', 'users/count', { token });
      assert.equal(count.status, 200);
      // The two shoppers of the orders placed now, made this month; no customer last month: new.
      assert.deepEqual(count.body, { success: true, count: 2, change: null });
      assert.equal((await api.call('POST', 'auth/login', { body: FINANCE })).status, 200, 'the finance account exists');
    });

    it('counts a customer made on last month’s last evening (the 1st in UTC) as last month’s', async () => {
      const now = local(new Date());
      const lastEvening = at({ ...monthBefore(now.year, now.month, 0), day: 0, hour: 23, minute: 30 });
      const [late] = (await createTestShoppers(api.app, 1, 0)) as [TestShopper];
      await api.app.get(EventStore).pool.query('UPDATE users SET created_at = $2 WHERE id = $1', [late.userId, lastEvening]);
      const count = await api.call('GET', 'users/count', { token });
      assert.deepEqual(count.body, { success: true, count: 3, change: 100 }, 'two this month, one last month');
    });

    it('answers bad months and limits with 400, and only to admins', async () => {
      for (const query of ['month=13', 'month=0', 'year=1999', 'month=x']) {
        assert.equal((await api.call('GET', `order/getCount?${query}`, { token })).status, 400, query);
      }
      assert.equal((await api.call('GET', 'order/getRecentOrders?limit=51', { token })).status, 400);
      assert.equal((await api.call('GET', 'order/getWeeklySale')).status, 401);
    });
  });
}
