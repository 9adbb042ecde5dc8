import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { compareWithBare, checked, side, type ReadSide } from './bare-comparison.js';
import type { BenchSchema } from './bench-schema.js';
import { ADMIN, CHECKOUT_PATH, createShoppers, keyTexts, loadApi } from './checkout-throughput.js';
import type { BenchConfig } from './config.js';
import { runLoad } from './http-load.js';
import { readModelsCaughtUp } from './read-models-caught-up.js';
import { signInAdmin } from './staff-sign-in.js';
import { apiDatabaseUrl, startApi } from './start-api.js';

const ADMIN_EMAIL = 'admin@keyledger.local';

export interface UncachedEndpoint {
  name: string;
  /** Whose read: the shopper's own, or an admin's (the dashboard and the Purchases list). */
  reader: 'shopper' | 'admin';
  path: string;
  bytes: number;
  baseline: ReadSide;
  api: ReadSide;
  ratio: number;
  /**
   * The API's answer cache that serves this route, when it has one and no switch turns it off: the
   * figure is then not an uncached one, and counts towards no target.
   */
  servedBy: string | null;
  target: { minRatio: number; passed: boolean } | null;
}

export interface HealthResult {
  path: string;
  bytes: number;
  connections: number;
  warmupMs: number;
  measureMs: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  target: { maxP99Ms: number; passed: boolean };
}

export interface UncachedReadsResult {
  database: string;
  connections: number;
  warmupMs: number;
  measureMs: number;
  startMs: number;
  orders: number;
  wishlistItems: number;
  endpoints: UncachedEndpoint[];
  health: HealthResult;
}

async function post(url: string, token: string, body: unknown, what: string): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** GET health at `connections`: a warm-up, then one measured run. */
async function measureHealth(baseUrl: string, config: BenchConfig['uncached']['health']): Promise<HealthResult> {
  const path = '/api/v1/health';
  const bytes = Buffer.from(await (await fetch(`${baseUrl}${path}`)).arrayBuffer()).length;
  checked(await runLoad(`${baseUrl}${path}`, config.connections, config.warmupMs), 'health warm-up');
  const run = side([checked(await runLoad(`${baseUrl}${path}`, config.connections, config.measureMs), 'health')]);
  return {
    path,
    bytes,
    connections: config.connections,
    warmupMs: config.warmupMs,
    measureMs: config.measureMs,
    requestsPerSec: run.requestsPerSec,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    target: { maxP99Ms: config.maxP99Ms, passed: run.p99Ms <= config.maxP99Ms },
  };
}

/**
 * The authenticated reads that no answer cache serves, each against bare Node http answering the
 * same bytes (PostgreSQL server, a schema of its own, no demo data): a shopper's inventory,
 * wishlist and account figures, and the dashboard's and the Purchases list's reads for an admin.
 * Then GET health.
 */
export async function runUncachedReads(schema: BenchSchema, config: BenchConfig, log: (line: string) => void): Promise<UncachedReadsResult> {
  const settings = config.uncached;
  const password = randomBytes(18).toString('base64url');
  const databaseUrl = apiDatabaseUrl(schema.connectionString, schema.name);
  const { app, baseUrl, startMs } = await startApi(databaseUrl, { seedDemo: false, env: { ADMIN_EMAIL, ADMIN_PASSWORD: password } });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  try {
    const api = await loadApi(app, baseUrl);
    // Games to buy and wish for, each listed with keys for every order.
    const games = api.gameIds.slice(0, settings.wishlistItems);
    for (const gameId of games) await api.commands.execute(new api.ListGameCommand(gameId, config.checkout.priceCents, keyTexts(gameId, settings.orders + 1), ADMIN));
    const [shopper] = await createShoppers(api, 1, config.checkout.walletCents, 'uncached');
    const { userId, token } = shopper!;
    for (let i = 0; i < settings.orders; i++) {
      await post(`${baseUrl}${CHECKOUT_PATH}`, token, { userId, games: [{ gameId: games[i % games.length], quantity: 1 }], paymentMethod: 'wallet' }, 'A checkout');
    }
    for (const gameId of games) await post(`${baseUrl}/api/v1/wishlist/add`, token, { userId, gameId }, 'Adding to the wishlist');
    const adminToken = await signInAdmin(baseUrl, ADMIN_EMAIL, password);
    await readModelsCaughtUp(baseUrl, pool);
    log(`  API started in ${(startMs / 1000).toFixed(1)} s; one shopper with ${settings.orders} orders and ${games.length} games wished for`);

    const reads: Array<{ name: string; reader: 'shopper' | 'admin'; route: string; path: string }> = [
      { name: 'inventory', reader: 'shopper', route: 'inventory/{userId}', path: `/api/v1/inventory/${userId}` },
      { name: 'wishlist', reader: 'shopper', route: 'wishlist/{userId}', path: `/api/v1/wishlist/${userId}` },
      { name: 'users/{id}/stats', reader: 'shopper', route: 'users/{id}/stats', path: `/api/v1/users/${userId}/stats` },
      ...['order/getCount', 'order/revenue', 'order/getWeeklySale', 'order/getRecentOrders', 'store/gameCount', 'users/count', 'order/get-all-orders'].map((route) => ({
        name: route,
        reader: 'admin' as const,
        route,
        path: `/api/v1/${route}`,
      })),
    ];
    const endpoints: UncachedEndpoint[] = [];
    for (const read of reads) {
      const headers = { authorization: `Bearer ${read.reader === 'admin' ? adminToken : token}` };
      const compared = await compareWithBare(
        { apiBaseUrl: baseUrl, paths: [read.path], headers, connections: settings.connections, warmupMs: settings.warmupMs, measureMs: settings.measureMs },
        read.name,
      );
      // No answer cache serves these routes any more (the API's answer fronts are gone); kept for one that might.
      const servedBy = null;
      const endpoint: UncachedEndpoint = {
        name: read.name,
        reader: read.reader,
        path: read.path,
        bytes: compared.answers.get(read.path)!.bytes.length,
        baseline: compared.baseline,
        api: compared.api,
        ratio: compared.ratio,
        servedBy,
        target: servedBy ? null : { minRatio: settings.minRatio, passed: compared.ratio >= settings.minRatio },
      };
      endpoints.push(endpoint);
      log(
        `  ${read.name.padEnd(22)} (${endpoint.bytes} B): baseline ${compared.baseline.requestsPerSec.toFixed(0)} req/s, API ${compared.api.requestsPerSec.toFixed(0)} req/s ` +
          `(p50 ${compared.api.p50Ms.toFixed(2)} ms, p99 ${compared.api.p99Ms.toFixed(2)} ms), ratio ${compared.ratio.toFixed(2)}${servedBy ? ' [cached: no target]' : ''}`,
      );
    }
    const health = await measureHealth(baseUrl, settings.health);
    log(`  health at ${health.connections} connections: ${health.requestsPerSec.toFixed(0)} req/s, p50 ${health.p50Ms.toFixed(2)} ms, p99 ${health.p99Ms.toFixed(2)} ms`);
    return {
      database: 'PostgreSQL server (a fresh `kl_bench_<random>` schema)',
      connections: settings.connections,
      warmupMs: settings.warmupMs,
      measureMs: settings.measureMs,
      startMs,
      orders: settings.orders,
      wishlistItems: games.length,
      endpoints,
      health,
    };
  } finally {
    await pool.end();
    await app.close();
  }
}
