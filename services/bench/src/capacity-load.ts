import { createRequire } from 'node:module';
import pg from 'pg';
import { mostAnswersBuilt } from './answer-cache-bound.js';
import { checked, side, type ReadSide } from './bare-comparison.js';
import { capacityPlan, perRequest, postgresCpuLimit, type CapacityAssumptions, type CapacityPlan, type UnitCosts } from './capacity-model.js';
import { prepareCapacityStore } from './capacity-store.js';
import type { CheckoutRun } from './checkout-load.js';
import { apiSide, type CheckoutSide } from './checkout-throughput.js';
import { addAllWindows, apiTotals, measureWindow, ordersIn, postgresForRun, readsIn, type WatchedApi, type WindowUse } from './cluster-window.js';
import type { BenchConfig } from './config.js';
import { runLoad, type LoadRun } from './http-load.js';
import { collectMachineInfo, type MachineInfo } from './machine-info.js';
import { apiSaleHalf, type Storefront } from './sale-storefront.js';
import { apiDatabaseUrl, importApi } from './start-api.js';
import { haproxyVersion, serversTakenOut, sharedSecrets, startCluster, type ClusterLike } from './start-cluster.js';
import { storageGrowth, type StorageGrowth } from './storage-growth.js';

const requireHere = createRequire(import.meta.url);

/** One configuration under the sale's mix: its halves pooled, and what every process used meanwhile. */
export interface MixSide {
  reads: ReadSide;
  checkouts: CheckoutSide;
  /** Reads and orders per second together. */
  requestsPerSec: number;
  use: WindowUse;
  /** Catalogue answers the processes can have built in the measured halves, at most (answer-cache-bound.ts): the other reads were given a kept answer or shared a build. */
  mostAnswersBuilt: number;
}

export interface AloneSide<Side> {
  side: Side;
  use: WindowUse;
}

export interface CapacityResult {
  database: string;
  /** The machine when the run began (load average included: the cores are shared). */
  machine: MachineInfo;
  autocannonVersion: string;
  haproxyVersion: string | null;
  readConnections: number;
  shoppers: number;
  config: BenchConfig['capacity'];
  /** The storefront, made by an API in the bench process before any cluster started. */
  store: { startMs: number; preparedMs: number; listedGames: number; keysAdded: number };
  /** From StoreCluster.start to every process in rotation (the schema migrated already). */
  clusterStartMs: { one: number; two: number };
  /** The same process as `oneBehind`, the load sent to its own port. */
  straight: MixSide;
  oneBehind: MixSide;
  twoBehind: MixSide;
  /** Through the balancer to one process: each kind alone, for its CPU by itself. */
  readsAlone: AloneSide<ReadSide>;
  checkoutsAlone: AloneSide<CheckoutSide> & { storage: StorageGrowth };
  costs: UnitCosts | null;
  /** The answer cache's staleness bound, as the API defines it. */
  maxStaleMs: number;
  assumptions: CapacityAssumptions;
  plans: CapacityPlan[];
  postgresCpuLimit: number | null;
  checkoutRequests: number;
  checkoutsCreated: number;
}

/** The load generators' own CPU for a run of reads, of checkouts, or both (null if either could not measure itself). */
function generatorsMs(runs: { reads?: LoadRun; checkouts?: CheckoutRun }): number | null {
  const reads = runs.reads ? (runs.reads.generatorCpuMs ?? null) : 0;
  const checkouts = runs.checkouts ? (runs.checkouts.loadGenerator?.cpuMs ?? null) : 0;
  return reads === null || checkouts === null ? null : reads + checkouts;
}

/** Measured halves of the mix, each with what the processes used. */
type Halves = Array<{ reads: LoadRun; checkouts: CheckoutRun; use: WindowUse }>;

function mixSide(halves: Halves, answers: number, maxStaleMs: number): MixSide {
  const reads = side(halves.map((h) => h.reads));
  const checkouts = apiSide(halves.map((h) => h.checkouts));
  const mostBuilt = halves.reduce((n, h) => n + mostAnswersBuilt({ processes: h.use.apis.length, answers, windowMs: h.use.elapsedMs, maxStaleMs }), 0);
  return { reads, checkouts, requestsPerSec: reads.requestsPerSec + checkouts.ordersPerSec, use: addAllWindows(halves.map((h) => h.use)), mostAnswersBuilt: mostBuilt };
}

/**
 * The capacity model's unit costs: a catalogue read's CPU from the reads alone, an order's from the
 * checkouts alone, and how much more the sale's mix (one process behind HAProxy) cost than its reads
 * and orders priced so: among reads and at a sale's rate fewer orders share a checkout transaction
 * and a projection batch. Bytes per order from the checkouts alone. Null without HAProxy's or PostgreSQL's CPU.
 */
export function unitCosts(readsAlone: WindowUse, checkoutsAlone: WindowUse, mix: WindowUse, storage: StorageGrowth): UnitCosts | null {
  const [reads, orders] = [readsIn(readsAlone), ordersIn(checkoutsAlone)];
  const [mixReads, mixOrders] = [readsIn(mix), ordersIn(mix)];
  /** One part's costs from its CPU in each window. */
  const part = (inReads: number | null, inCheckouts: number | null, inMix: number | null) => {
    if (inReads === null || inCheckouts === null || inMix === null) return null;
    const costs = { readMs: perRequest(inReads, reads), orderMs: perRequest(inCheckouts, orders) };
    return { costs, mixFactor: inMix / (mixReads * costs.readMs + mixOrders * costs.orderMs) };
  };
  const api = part(apiTotals(readsAlone).cpuMs, apiTotals(checkoutsAlone).cpuMs, apiTotals(mix).cpuMs);
  const balancer = part(readsAlone.balancerMs, checkoutsAlone.balancerMs, mix.balancerMs);
  const postgres = part(postgresForRun(readsAlone.postgres), postgresForRun(checkoutsAlone.postgres), postgresForRun(mix.postgres));
  if (!api || !balancer || !postgres) return null;
  return {
    api: api.costs,
    balancer: balancer.costs,
    postgres: postgres.costs,
    mixFactor: { api: api.mixFactor, balancer: balancer.mixFactor, postgres: postgres.mixFactor },
    walBytesPerOrder: storage.walBytes / orders,
    storedBytesPerOrder: storage.storedBytes / orders,
  };
}

/** What every phase of the run works with. */
interface CapacityBench {
  config: BenchConfig;
  store: Storefront;
  /** A pool for pg_stat_activity and the storage figures, under a name of its own: its backend is not the run's. */
  observer: pg.Pool;
  /** The application name of the API processes' connections (the bench schema's name). */
  application: string;
  /** Every API process's environment. */
  env: Record<string, string>;
  maxStaleMs: number;
  log: (line: string) => void;
}

/** A cluster of `processes` for `work`, stopped afterwards; a failure says what HAProxy said (a server taken out of rotation, and why). */
async function withCluster<T>(bench: CapacityBench, processes: number, work: (cluster: ClusterLike, apis: WatchedApi[], startMs: number) => Promise<T>): Promise<T> {
  const { cluster, names, startMs } = await startCluster(processes, bench.env, bench.config.capacity.healthCheck);
  try {
    return await work(cluster, cluster.apis.map((api, i) => ({ name: names[i]!, pid: api.pid, baseUrl: api.baseUrl })), startMs);
  } catch (error) {
    const said = cluster.balancer.output.trim();
    if (said && error instanceof Error) error.message += `\nHAProxy's output, its end:\n${said.slice(-3_000)}`;
    throw error;
  } finally {
    await cluster.stop();
  }
}

/** A measured window, in which every API process must stay in rotation (or the figures are of fewer processes than named). */
async function measured<T>(bench: CapacityBench, cluster: ClusterLike, what: string, apis: WatchedApi[], balancerPid: number | null, work: () => Promise<T>, generators: (result: T) => number | null) {
  const takenOut = serversTakenOut(cluster);
  const window = await measureWindow({ apis, balancerPid, observer: bench.observer, application: bench.application, work, generatorsMs: generators });
  if (serversTakenOut(cluster) > takenOut) throw new Error(`${what}: HAProxy took an API process out of rotation during the measurement`);
  return window;
}

/** One measured half of the sale's mix sent to `target`. */
async function mixHalf(bench: CapacityBench, cluster: ClusterLike, apis: WatchedApi[], behind: boolean, what: string) {
  const target = behind ? cluster.baseUrl : cluster.apis[0]!.baseUrl;
  const work = () => apiSaleHalf(bench.store, bench.config.sale, bench.config.capacity.measureMs / 2, what, target);
  const { result, use } = await measured(bench, cluster, what, apis, behind ? cluster.balancer.pid : null, work, generatorsMs);
  return { ...result, use };
}

const warmUp = (bench: CapacityBench, target: string, ms: number, what: string) => apiSaleHalf(bench.store, bench.config.sale, ms, what, target);

/** One process: warmed up straight and through the balancer, straight-balancer-balancer-straight halves, then each kind alone through the balancer. */
function onOneProcess(bench: CapacityBench) {
  const { capacity, sale } = bench.config;
  return withCluster(bench, 1, async (cluster, apis, startMs) => {
    bench.log(`  1 API process behind HAProxy, started in ${(startMs / 1000).toFixed(1)} s (pid ${cluster.apis[0]!.pid}, HAProxy pid ${cluster.balancer.pid})`);
    await warmUp(bench, cluster.apis[0]!.baseUrl, capacity.warmupMs, '1 process, warm-up straight');
    await warmUp(bench, cluster.baseUrl, capacity.balancerWarmupMs, '1 process, warm-up through HAProxy');
    const halves: Record<'straight' | 'behind', Halves> = { straight: [], behind: [] };
    for (const system of ['straight', 'behind', 'behind', 'straight'] as const) halves[system].push(await mixHalf(bench, cluster, apis, system === 'behind', `1 process, ${system}`));
    const answers = bench.store.reads.length;
    const straight = mixSide(halves.straight, answers, bench.maxStaleMs);
    const oneBehind = mixSide(halves.behind, answers, bench.maxStaleMs);
    logMix('straight to 1 process', straight, bench.log);
    logMix('1 process behind HAProxy', oneBehind, bench.log);

    const paths = bench.store.reads.map((r) => r.path);
    const readLoad = async () => checked(await runLoad(`${cluster.baseUrl}/`, sale.readConnections, capacity.aloneMs, undefined, { paths, notModifiedIsOk: true }), 'reads alone');
    const reads = await measured(bench, cluster, 'reads alone', apis, cluster.balancer.pid, readLoad, (run) => generatorsMs({ reads: run }));
    const checkoutLoad = () => bench.store.checkouts.runFor(capacity.aloneMs, 'checkouts alone', cluster.baseUrl);
    const checkouts = await storageGrowth(bench.observer, bench.application, () =>
      measured(bench, cluster, 'checkouts alone', apis, cluster.balancer.pid, checkoutLoad, (run) => generatorsMs({ checkouts: run })),
    );
    const readsAlone = { side: side([reads.result]), use: reads.use };
    const checkoutsAlone = { side: apiSide([checkouts.result.result]), use: checkouts.result.use, storage: checkouts.growth };
    bench.log(`  alone through HAProxy to 1 process: reads ${readsAlone.side.requestsPerSec.toFixed(0)} req/s, checkouts ${checkoutsAlone.side.ordersPerSec.toFixed(0)} orders/s`);
    return { startMs, straight, oneBehind, readsAlone, checkoutsAlone };
  });
}

/** Two processes: warmed up through the balancer, then two measured halves. */
function onTwoProcesses(bench: CapacityBench) {
  return withCluster(bench, 2, async (cluster, apis, startMs) => {
    bench.log(`  2 API processes behind HAProxy, started in ${(startMs / 1000).toFixed(1)} s (pids ${cluster.apis.map((api) => api.pid).join(', ')})`);
    await warmUp(bench, cluster.baseUrl, bench.config.capacity.warmupMs, '2 processes, warm-up');
    const halves: Halves = [];
    for (const half of ['first', 'second']) halves.push(await mixHalf(bench, cluster, apis, true, `2 processes, ${half} half`));
    const twoBehind = mixSide(halves, bench.store.reads.length, bench.maxStaleMs);
    logMix('2 processes behind HAProxy', twoBehind, bench.log);
    return { startMs, twoBehind };
  });
}

/**
 * The sale's mix (the sale suite's reads and shoppers, the load from processes of their own)
 * through HAProxy to 1, then 2 real API processes on one PostgreSQL database, and straight to the
 * one process as the baseline that shows the balancer's own cost; with each process's CPU per
 * request. Then the capacity model's unit costs: reads alone, checkouts alone.
 */
export async function runCapacity(schema: { name: string; connectionString: string }, config: BenchConfig, log: (line: string) => void): Promise<CapacityResult> {
  const { capacity, sale } = config;
  const databaseUrl = apiDatabaseUrl(schema.connectionString, schema.name);
  const secrets = await sharedSecrets();
  const { MAX_STALE_MS: maxStaleMs } = await importApi<{ MAX_STALE_MS: number }>('catalogue/queries/catalogue-answer-cache.js');
  const observerUrl = new URL(databaseUrl);
  observerUrl.searchParams.set('application_name', `${schema.name}_observer`);
  const observer = new pg.Pool({ connectionString: observerUrl.toString(), max: 1 });
  observer.on('error', () => undefined);
  let store: Storefront | null = null;
  try {
    const machine = await collectMachineInfo(observer);
    const prepared = await prepareCapacityStore(databaseUrl, config, secrets, log);
    store = prepared.store;
    const env = { DATABASE_URL: databaseUrl, ...secrets, LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_ROOT: '/nonexistent', DATA_DIR: 'memory://' };
    const bench: CapacityBench = { config, store, observer, application: schema.name, env, maxStaleMs, log };
    const one = await onOneProcess(bench);
    const two = await onTwoProcesses(bench);
    const { oneBehind } = one;
    log(`  2 processes ÷ 1: ${(two.twoBehind.requestsPerSec / oneBehind.requestsPerSec).toFixed(2)} (requests/s), ${(two.twoBehind.checkouts.ordersPerSec / oneBehind.checkouts.ordersPerSec).toFixed(2)} (orders/s)`);
    const costs = unitCosts(one.readsAlone.use, one.checkoutsAlone.use, oneBehind.use, one.checkoutsAlone.storage);
    const assumptions: CapacityAssumptions = {
      readsPerOrder: capacity.modelReadsPerOrder,
      utilization: capacity.modelUtilization,
      largestPostgresCores: capacity.modelLargestPostgresCores,
    };
    return {
      database: 'PostgreSQL server (a fresh `kl_bench_<random>` schema)',
      machine,
      autocannonVersion: (requireHere('autocannon/package.json') as { version: string }).version,
      haproxyVersion: haproxyVersion(),
      readConnections: sale.readConnections,
      shoppers: sale.shoppers,
      config: capacity,
      store: { startMs: prepared.startMs, preparedMs: prepared.preparedMs, listedGames: store.listedGames, keysAdded: prepared.keysAdded },
      clusterStartMs: { one: one.startMs, two: two.startMs },
      straight: one.straight,
      oneBehind,
      twoBehind: two.twoBehind,
      readsAlone: one.readsAlone,
      checkoutsAlone: one.checkoutsAlone,
      costs,
      maxStaleMs,
      assumptions,
      plans: costs ? [10, 100, 1_000].map((orders) => capacityPlan(costs, assumptions, orders)) : [],
      postgresCpuLimit: costs ? postgresCpuLimit(costs, assumptions) : null,
      checkoutRequests: store.checkouts.requests,
      checkoutsCreated: store.checkouts.created,
    };
  } finally {
    await store?.checkouts.close();
    await observer.end();
  }
}

function logMix(name: string, mix: MixSide, log: (line: string) => void): void {
  const { cpuMs, requests } = apiTotals(mix.use);
  log(
    `  ${name}: ${mix.requestsPerSec.toFixed(0)} requests/s (reads ${mix.reads.requestsPerSec.toFixed(0)}/s, p99 ${mix.reads.p99Ms.toFixed(1)} ms; ` +
      `orders ${mix.checkouts.ordersPerSec.toFixed(0)}/s, p99 ${mix.checkouts.p99Ms.toFixed(1)} ms); API CPU ${(cpuMs / requests).toFixed(3)} ms per request`,
  );
}
