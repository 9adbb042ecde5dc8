import { createRequire } from 'node:module';
import pg from 'pg';
import { captureAll, checked, compareWithBare, side, type ReadSide } from './bare-comparison.js';
import { closeServer, startBareServer } from './bare-server.js';
import type { CatalogueCacheCounts } from './catalogue-cache-observer.js';
import { createCheckoutBaselineTables, runCheckoutBaseline, type BaselineRun } from './checkout-baseline.js';
import type { CheckoutRun } from './checkout-load.js';
import { plannedOrders } from './checkout-plan.js';
import { apiSide, baselineSide, orderTotal, type CheckoutSide } from './checkout-throughput.js';
import type { BenchConfig } from './config.js';
import { heapBreakdown, type HeapBreakdown } from './heap-breakdown.js';
import { runLoad, type LoadRun } from './http-load.js';
import { MemorySampler, type MemorySummary } from './memory-sampler.js';
import { runEmbeddedSale } from './sale-embedded.js';
import { addCounts, apiSaleHalf, counted, openStorefront, provisionFor, type SaleConfig, type Storefront } from './sale-storefront.js';
import { apiDatabaseUrl, startApi } from './start-api.js';
import { perSecond } from './timing.js';

const requireHere = createRequire(import.meta.url);

export interface SaleRead {
  name: string;
  path: string;
  bytes: number;
  etag: string | null;
  cacheControl: string | null;
  cacheHeader: string | null;
}

export interface ReadComparison {
  baseline: ReadSide;
  api: ReadSide;
  /** API requests/s ÷ baseline requests/s. */
  ratio: number;
}

export interface CheckoutComparison {
  baseline: CheckoutSide;
  api: CheckoutSide;
  /** API orders/s ÷ baseline transactions/s. */
  ratio: number;
}

export interface EmbeddedSale {
  startMs: number;
  listedGames: number;
  measureMs: number;
  reads: ReadSide;
  cache: CatalogueCacheCounts | null;
  checkouts: CheckoutSide;
  /** RSS when the embedded run began (after the PostgreSQL run, in the same process). */
  rssBeforeBytes: number;
  memory: MemorySummary;
}

export interface SaleResult {
  database: string;
  autocannonVersion: string;
  readConnections: number;
  shoppers: number;
  warmupMs: number;
  measureMs: number;
  /** From createApp to listening, the demo seed included. */
  startMs: number;
  listedGames: number;
  /** The games bought, round-robin: every listed game. */
  gamesBought: number;
  searchWord: string;
  reads: SaleRead[];
  /** `cache`: where the API's store answers came from over the phase (warm-up included); null when not observable. */
  readsAlone: ReadComparison & { cache: CatalogueCacheCounts | null };
  /** `warmup`: the API's checkout warm-up (as long as the checkout suite's: the request path takes thousands of orders to settle); the baseline warmed up as long. */
  checkoutsAlone: CheckoutComparison & { warmup: { orders: number; ordersPerSec: number; ms: number } };
  /** Both at once, on each side: the API's reads and checkouts against bare Node and the 3-insert baseline running together. */
  sale: {
    reads: ReadComparison;
    checkouts: CheckoutComparison;
    /** The sale's API figures ÷ the baselines measured alone (phases a and b). */
    ofAloneBaselines: { reads: number; checkouts: number };
    /** Where the API's store answers came from in the measured halves. */
    cache: CatalogueCacheCounts | null;
  };
  /** Every checkout request of the run and how many answered 201 (all must). */
  checkoutRequests: number;
  checkoutsCreated: number;
  rssBeforeBytes: number;
  memory: MemorySummary;
  /** The main thread's heap after the measured phases (not counted in `memory`), the API still running. */
  heap: HeapBreakdown;
  embedded: EmbeddedSale | null;
  limits: {
    minReadRatio: number;
    maxReadP99Ms: number;
    minCheckoutRatio: { alone: number; sale: number };
    maxRssBytes: number;
  };
}

/** Phase (b): checkouts alone, after a probe and a warm-up; baseline-API-API-baseline. */
async function checkoutsAlone(store: Storefront, db: pg.Pool, config: BenchConfig, totalCents: number, log: (line: string) => void) {
  const { sale } = config;
  const shoppers = store.checkouts.connections;
  const baseline = (ms: number) => runCheckoutBaseline(db, shoppers, ms, store.gameIds, totalCents);
  await store.checkouts.provision(shoppers * 4);
  const probe = await store.checkouts.run(shoppers * 4, 'checkouts alone, probe');
  let rate = perSecond(probe.ok, probe.elapsedMs);
  const warm: CheckoutRun[] = [];
  let warmedMs = 0;
  const warmRunMs = Math.min(2_000, config.checkout.warmupMs);
  while (warmedMs < config.checkout.warmupMs) {
    const orders = plannedOrders(rate, warmRunMs, shoppers, shoppers * 4, (config.checkout.maxOrdersPerSec * warmRunMs) / 1000);
    await store.checkouts.provision(orders);
    const run = await store.checkouts.run(orders, `checkouts alone, warm-up run ${warm.length + 1}`);
    warm.push(run);
    warmedMs += run.elapsedMs;
    rate = perSecond(run.ok, run.elapsedMs);
  }
  await baseline(warmedMs);
  const halfMs = sale.measureMs / 2;
  const ordersPerHalf = plannedOrders(rate, halfMs, shoppers, shoppers * 4, (config.checkout.maxOrdersPerSec * halfMs) / 1000);
  await store.checkouts.provision(2 * ordersPerHalf);
  const runs: { baseline: BaselineRun[]; api: CheckoutRun[] } = { baseline: [], api: [] };
  runs.baseline.push(await baseline(halfMs));
  runs.api.push(await store.checkouts.run(ordersPerHalf, 'checkouts alone, first half'));
  runs.api.push(await store.checkouts.run(ordersPerHalf, 'checkouts alone, second half'));
  runs.baseline.push(await baseline(halfMs));
  const result = { baseline: baselineSide(runs.baseline), api: apiSide(runs.api) };
  const ratio = result.api.ordersPerSec / result.baseline.ordersPerSec;
  const warmOrders = warm.reduce((n, r) => n + r.ok, 0);
  log(
    `  (b) checkouts alone: baseline ${result.baseline.ordersPerSec.toFixed(0)} tx/s, API ${result.api.ordersPerSec.toFixed(0)} orders/s ` +
      `(p50 ${result.api.p50Ms.toFixed(2)} ms, p99 ${result.api.p99Ms.toFixed(2)} ms), ratio ${ratio.toFixed(2)}`,
  );
  return { ...result, ratio, warmup: { orders: warmOrders, ordersPerSec: perSecond(warmOrders, warmedMs), ms: warmedMs } };
}

/** Phase (c): reads and checkouts at once on each side (bare Node + the 3-insert baseline; the API's reads + checkouts). */
async function saleBothAtOnce(store: Storefront, db: pg.Pool, config: SaleConfig, totalCents: number, aloneRate: number, log: (line: string) => void) {
  const paths = store.reads.map((r) => r.path);
  const bare = await startBareServer(await captureAll(store.api.baseUrl, paths));
  try {
    const baselineHalf = async (ms: number, what: string) => {
      const [reads, checkouts] = await Promise.all([
        runLoad(`${bare.baseUrl}/`, config.readConnections, ms, undefined, { paths, notModifiedIsOk: true }),
        runCheckoutBaseline(db, store.checkouts.connections, ms, store.gameIds, totalCents),
      ]);
      return { reads: checked(reads, `${what}: bare reads`), checkouts };
    };
    const halfMs = config.measureMs / 2;
    await provisionFor(store, aloneRate, config.warmupMs);
    await apiSaleHalf(store, config, config.warmupMs, 'sale warm-up, API');
    await baselineHalf(config.warmupMs, 'sale warm-up, baseline');
    const runs: { baselineReads: LoadRun[]; baselineTx: BaselineRun[]; apiReads: LoadRun[]; apiCheckouts: CheckoutRun[] } = { baselineReads: [], baselineTx: [], apiReads: [], apiCheckouts: [] };
    let cache: CatalogueCacheCounts | null = store.cache ? { hits: 0, joined: 0, built: 0 } : null;
    for (const system of ['baseline', 'api', 'api', 'baseline'] as const) {
      if (system === 'baseline') {
        const half = await baselineHalf(halfMs, 'sale, baseline');
        runs.baselineReads.push(half.reads);
        runs.baselineTx.push(half.checkouts);
      } else {
        await provisionFor(store, aloneRate, halfMs);
        const { result: half, cache: halfCache } = await counted(store, () => apiSaleHalf(store, config, halfMs, 'sale, API'));
        cache = addCounts(cache, halfCache);
        runs.apiReads.push(half.reads);
        runs.apiCheckouts.push(half.checkouts);
      }
    }
    const reads = { baseline: side(runs.baselineReads), api: side(runs.apiReads) };
    const checkouts = { baseline: baselineSide(runs.baselineTx), api: apiSide(runs.apiCheckouts) };
    const result = {
      reads: { ...reads, ratio: reads.api.requestsPerSec / reads.baseline.requestsPerSec },
      checkouts: { ...checkouts, ratio: checkouts.api.ordersPerSec / checkouts.baseline.ordersPerSec },
      cache,
    };
    log(
      `  (c) sale: reads baseline ${reads.baseline.requestsPerSec.toFixed(0)} req/s, API ${reads.api.requestsPerSec.toFixed(0)} req/s ` +
        `(p50 ${reads.api.p50Ms.toFixed(2)} ms, p99 ${reads.api.p99Ms.toFixed(2)} ms), ratio ${result.reads.ratio.toFixed(2)}; ` +
        `checkouts baseline ${checkouts.baseline.ordersPerSec.toFixed(0)} tx/s, API ${checkouts.api.ordersPerSec.toFixed(0)} orders/s ` +
        `(p99 ${checkouts.api.p99Ms.toFixed(2)} ms), ratio ${result.checkouts.ratio.toFixed(2)}`,
    );
    return result;
  } finally {
    await closeServer(bare.server);
  }
}

/**
 * A sale through the real API (PostgreSQL server, demo catalogue): catalogue reads alone, checkouts
 * alone, then both at once, each against its baseline; the process's memory sampled throughout.
 * Then a shorter sale on the embedded database for its memory.
 */
export async function runSale(schema: { name: string; connectionString: string }, config: BenchConfig, log: (line: string) => void): Promise<SaleResult> {
  const { sale } = config;
  const rssBeforeBytes = process.memoryUsage().rss;
  const memory = new MemorySampler(sale.memorySampleMs).start('start');
  const databaseUrl = apiDatabaseUrl(schema.connectionString, schema.name);
  const { app, baseUrl, startMs } = await startApi(databaseUrl, { seedDemo: true });
  const db = new pg.Pool({ connectionString: databaseUrl, max: sale.shoppers + 2 });
  // An idle connection ended by the schema's drop (it terminates the bench's sessions) is no error.
  db.on('error', () => undefined);
  let store: Storefront | null = null;
  let pgRun: Omit<SaleResult, 'embedded' | 'heap'>;
  let heap: HeapBreakdown;
  try {
    memory.phase('set-up');
    store = await openStorefront(app, baseUrl, config, 'sale');
    await createCheckoutBaselineTables(db);
    const totalCents = orderTotal(config.checkout.priceCents, store.api.taxPercent);
    const captured = await captureAll(baseUrl, store.reads.map((r) => r.path));
    log(
      `  API started with the demo catalogue in ${(startMs / 1000).toFixed(1)} s: ${store.listedGames} games listed, all bought round-robin; ` +
        `${sale.readConnections} read connections, ${sale.shoppers} shoppers`,
    );
    memory.phase('(a) reads alone');
    const paths = store.reads.map((r) => r.path);
    const { result: alone, cache: aloneCache } = await counted(store, () =>
      compareWithBare({ apiBaseUrl: baseUrl, paths, connections: sale.readConnections, warmupMs: sale.warmupMs, measureMs: sale.measureMs }, 'sale (a) reads alone'),
    );
    log(
      `  (a) reads alone: baseline ${alone.baseline.requestsPerSec.toFixed(0)} req/s, API ${alone.api.requestsPerSec.toFixed(0)} req/s ` +
        `(p50 ${alone.api.p50Ms.toFixed(2)} ms, p99 ${alone.api.p99Ms.toFixed(2)} ms), ratio ${alone.ratio.toFixed(2)}`,
    );
    memory.phase('(b) checkouts alone');
    // A checkpoint first, as the checkout suite does: one forced by WAL volume would land on whichever side ran then.
    await db.query('CHECKPOINT');
    const checkoutsAloneResult = await checkoutsAlone(store, db, config, totalCents, log);
    memory.phase('(c) sale');
    const both = await saleBothAtOnce(store, db, sale, totalCents, checkoutsAloneResult.api.ordersPerSec, log);
    memory.phase('end');
    pgRun = {
      database: 'PostgreSQL server (a fresh `kl_bench_<random>` schema)',
      autocannonVersion: (requireHere('autocannon/package.json') as { version: string }).version,
      readConnections: sale.readConnections,
      shoppers: sale.shoppers,
      warmupMs: sale.warmupMs,
      measureMs: sale.measureMs,
      startMs,
      listedGames: store.listedGames,
      gamesBought: store.gameIds.length,
      searchWord: store.searchWord,
      reads: store.reads.map((r) => {
        const answer = captured.get(r.path)!;
        return { ...r, bytes: answer.bytes.length, etag: answer.etag, cacheControl: answer.cacheControl, cacheHeader: answer.cacheHeader };
      }),
      readsAlone: { baseline: alone.baseline, api: alone.api, ratio: alone.ratio, cache: aloneCache },
      checkoutsAlone: checkoutsAloneResult,
      sale: {
        ...both,
        ofAloneBaselines: {
          reads: both.reads.api.requestsPerSec / alone.baseline.requestsPerSec,
          checkouts: both.checkouts.api.ordersPerSec / checkoutsAloneResult.baseline.ordersPerSec,
        },
      },
      checkoutRequests: store.checkouts.requests,
      checkoutsCreated: store.checkouts.created,
      rssBeforeBytes,
      memory: memory.stop(),
      limits: { minReadRatio: sale.minReadRatio, maxReadP99Ms: sale.maxReadP99Ms, minCheckoutRatio: sale.minCheckoutRatio, maxRssBytes: sale.maxRssBytes },
    };
    log(`  PostgreSQL server: max RSS ${(pgRun.memory.maxRssBytes / 2 ** 20).toFixed(0)} MiB, max heap used ${(pgRun.memory.maxHeapUsedBytes / 2 ** 20).toFixed(0)} MiB`);
    // After the measurement (the sampler has stopped): the snapshot's own memory is in no figure above.
    heap = await heapBreakdown({ keepSnapshot: sale.keepHeapSnapshot, log });
    log(
      `  heap after the sale: ${(heap.snapshot.totalBytes / 2 ** 20).toFixed(0)} MiB live in ${heap.snapshot.nodes} objects; largest: ` +
        heap.snapshot.top.slice(0, 3).map((g) => `${g.name} ${(g.selfBytes / 2 ** 20).toFixed(1)} MiB`).join(', '),
    );
  } finally {
    memory.stop();
    await store?.checkouts.close();
    await app.close();
    await db.end();
  }
  return { ...pgRun, heap, embedded: await runEmbeddedSale(config, log) };
}

