import { randomUUID } from 'node:crypto';
import { EventStore, type AppendToStream } from '@keyledger/event-store';
import type pg from 'pg';
import type { BenchConfig } from './config.js';
import { combineRuns, percentile, runLoad } from './http-load.js';
import { readModelsCaughtUp, allAnswered } from './read-models-caught-up.js';
import { now } from './timing.js';

export interface DashboardEndpoint {
  /** The dashboard's figures, or the Purchases page's list of orders. */
  page: 'dashboard' | 'purchases';
  name: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

export interface DashboardSize {
  orders: number;
  logEvents: number;
  /** From the last order appended to every read model caught up. */
  catchUpMs: number;
  endpoints: DashboardEndpoint[];
}

export interface DashboardReadsResult {
  connections: number;
  warmupMs: number;
  measureMs: number;
  /** Accounts the seeded orders belong to (the e-mail filter looks one up). */
  buyers: number;
  sizes: DashboardSize[];
  maxP99Ms: number;
  /** The dashboard's calls within the target at every size. */
  passed: boolean;
  /** The Purchases list's calls within the target at every size. */
  purchasesPassed: boolean;
}

const DASHBOARD_ENDPOINTS: Array<[string, string]> = [
  ['getCount', '/api/v1/order/getCount'],
  ['revenue', '/api/v1/order/revenue'],
  ['getWeeklySale', '/api/v1/order/getWeeklySale'],
  ['getRecentOrders', '/api/v1/order/getRecentOrders'],
  ['gameCount', '/api/v1/store/gameCount'],
  ['users/count', '/api/v1/users/count'],
];

/** The Purchases page: its first page unfiltered, and one buyer's orders looked up by e-mail. */
const purchasesEndpoints = (buyerEmail: string): Array<[string, string]> => [
  ['get-all-orders', '/api/v1/order/get-all-orders'],
  ['get-all-orders?email', `/api/v1/order/get-all-orders?email=${encodeURIComponent(buyerEmail)}`],
];

interface Buyer {
  id: string;
  email: string;
}

/** Verified customer accounts for the seeded orders, written straight into the users table (no mail round trip). */
async function seedBuyers(pool: pg.Pool, count: number): Promise<Buyer[]> {
  const result = await pool.query<Buyer>(
    `INSERT INTO users (id, username, email, password_hash, role, email_verified_at)
     SELECT gen_random_uuid(), 'bench_buyer_' || n, 'bench.buyer.' || n || '@example.test', 'not-used', 'customer', now()
       FROM generate_series(1, $1::int) AS n
     RETURNING id::text AS id, email`,
    [count],
  );
  return result.rows;
}

/** Days over which the seeded orders are spread, back from now. */
const SPREAD_DAYS = 90;

/**
 * Appends orders `from` to `to` (OrderPlaced and KeysDelivered of one key on `order-{uuid}`
 * streams, as checkout writes them), the buyers taken in turn, spread evenly over the last 90
 * days, a few hundred streams per append.
 */
async function appendOrders(store: EventStore, buyers: readonly Buyer[], from: number, to: number, total: number): Promise<void> {
  const chunk = 500;
  for (let start = from; start < to; start += chunk) {
    const requests: AppendToStream[] = [];
    for (let i = start; i < Math.min(to, start + chunk); i += 1) {
      const orderId = randomUUID();
      const recordedAt = new Date(Date.now() - ((total - i) / total) * SPREAD_DAYS * 86_400_000).toISOString();
      const totalCents = 1_000 + (i % 50) * 137;
      const userId = buyers[i % buyers.length]!.id;
      const gameId = 1_000 + (i % 200);
      const metadata = { recordedAt, actor: { id: 'bench-seed', role: 'system' } };
      requests.push({
        streamId: `order-${orderId}`,
        expectedVersion: 'no_stream',
        events: [
          {
            type: 'OrderPlaced',
            data: {
              orderId,
              userId,
              lines: [{ gameId, title: `Game ${i % 200}`, quantity: 1, unitPriceCents: totalCents, lineTotalCents: totalCents }],
              subtotalCents: totalCents,
              taxCents: 0,
              promoCode: null,
              promoDiscountCents: 0,
              totalCents,
              paymentMethod: 'wallet',
              transactionId: `bench-${i}`,
            },
            metadata,
          },
          { type: 'KeysDelivered', data: { orderId, userId, deliveries: [{ gameId, keyIds: [randomUUID()] }] }, metadata },
        ],
      });
    }
    await store.append(requests);
  }
}

/**
 * The admin dashboard's calls and the Purchases page's list under load (32 connections, an admin's
 * token) with a log of 20,000 orders and again with 200,000: each comes from a read model, so its
 * latency must not grow with the log (p99 at most 20 ms at both sizes).
 */
export async function runDashboardReads(
  api: { baseUrl: string; token: string },
  pool: pg.Pool,
  config: BenchConfig['dashboard'],
  log: (line: string) => void,
): Promise<DashboardReadsResult> {
  const store = new EventStore(pool);
  const headers = { authorization: `Bearer ${api.token}` };
  const sizes: DashboardSize[] = [];
  const buyers = await seedBuyers(pool, config.buyers);
  const endpointsToMeasure = [
    ...DASHBOARD_ENDPOINTS.map(([name, path]) => ({ page: 'dashboard' as const, name, path })),
    ...purchasesEndpoints(buyers[7]!.email).map(([name, path]) => ({ page: 'purchases' as const, name, path })),
  ];
  let appended = 0;
  const total = config.orderCounts.at(-1)!;
  for (const orders of config.orderCounts) {
    const started = now();
    await appendOrders(store, buyers, appended, orders, total);
    appended = orders;
    const appendedAt = now();
    await readModelsCaughtUp(api.baseUrl, pool);
    const catchUpMs = now() - appendedAt;
    // What autovacuum would do in the middle of the measurement, after the bulk of new rows: done now.
    await pool.query('VACUUM ANALYZE');
    const logEvents = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    log(`  ${orders} orders in the log (${logEvents} events; appended and projected in ${((now() - started) / 1000).toFixed(1)} s):`);
    const endpoints: DashboardEndpoint[] = [];
    for (const { page, name, path } of endpointsToMeasure) {
      const url = `${api.baseUrl}${path}`;
      allAnswered(await runLoad(url, config.connections, config.warmupMs, headers), `${name} warm-up`);
      const run = combineRuns([allAnswered(await runLoad(url, config.connections, config.measureMs, headers), name)]);
      const endpoint = { page, name, path, requestsPerSec: (run.ok * 1000) / run.elapsedMs, p50Ms: percentile(run.latenciesMs, 0.5), p99Ms: percentile(run.latenciesMs, 0.99) };
      endpoints.push(endpoint);
      log(`    ${name.padEnd(22)} ${endpoint.requestsPerSec.toFixed(0)} req/s, p50 ${endpoint.p50Ms.toFixed(2)} ms, p99 ${endpoint.p99Ms.toFixed(2)} ms`);
    }
    sizes.push({ orders, logEvents, catchUpMs, endpoints });
  }
  const within = (page: DashboardEndpoint['page']) => sizes.every((size) => size.endpoints.filter((e) => e.page === page).every((e) => e.p99Ms <= config.maxP99Ms));
  return {
    connections: config.connections,
    warmupMs: config.warmupMs,
    measureMs: config.measureMs,
    buyers: buyers.length,
    sizes,
    maxP99Ms: config.maxP99Ms,
    passed: within('dashboard'),
    purchasesPassed: within('purchases'),
  };
}
