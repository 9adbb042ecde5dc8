import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { EventStore } from '@keyledger/event-store';
import pg from 'pg';
import { createCheckoutBaselineTables, runCheckoutBaseline, type BaselineRun } from './checkout-baseline.js';
import { CheckoutLoadGenerator, checkoutFailure, type CheckoutRun, type CheckoutShopper } from './checkout-load.js';
import { plannedOrders, roundRobinCounts, withSpare } from './checkout-plan.js';
import type { BenchConfig } from './config.js';
import { addCpu, withCpu, type CpuUsed } from './cpu-time.js';
import { combineRuns, percentile } from './http-load.js';
import { auditKeys, type KeyAudit } from './key-audit.js';
import { projectionLag, startLagSampler, type ProjectionLag } from './projection-lag.js';
import { apiDatabaseUrl, importApi, requireFromApi, startApi, type NestAppLike } from './start-api.js';
import { now, perSecond } from './timing.js';

export const ADMIN = { id: 'bench-admin', role: 'admin' };
export const CHECKOUT_PATH = '/api/v1/order/create-order';
/** Keys per AddKeys command when provisioning: transactions of a moderate size (a command of any size splits its ids over KeysAdded events of 2,000). */
export const KEYS_PER_COMMAND = 2_000;

type Config = BenchConfig['checkout'];
export type ScenarioName = 'spread' | 'hot';

export interface CheckoutSide {
  /** Orders placed (API: 201 answers) or baseline transactions committed, over both halves. */
  orders: number;
  ordersPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Orders per second of each measured half, in the order run. */
  halves: number[];
}

export interface PoolUse {
  max: number;
  /** The process's connections that LISTEN (the projection runners' shared one, on their own pool). */
  listening: number;
  meanInUse: number;
  meanWaiting: number;
  maxWaiting: number;
  /** Share of the API halves' time the main thread's event loop (the API's) was busy, 0..1. */
  loopUtilization: number;
}

export interface ScenarioResult {
  name: ScenarioName;
  games: number;
  /** The games bought: all of them for `hot` (one), the first and last id for `spread`. */
  gameIds: number[];
  probe: { orders: number; ordersPerSec: number };
  warmup: {
    orders: number;
    ordersPerSec: number;
    /** Orders per second of each warm-up run, in the order run. */
    runs: number[];
    /** How long the API's warm-up runs took together; the baseline warmed up as long. */
    ms: number;
    /** Whether the last two runs agreed within `warmupSteadyWithin` (false: stopped at `maxWarmupMs`). */
    steady: boolean;
    baselineTxPerSec: number;
  };
  ordersPerHalf: number;
  /** How long each measured API half took (they are sized by order count). */
  apiHalfMs: number[];
  baseline: CheckoutSide;
  api: CheckoutSide;
  /** API orders/s ÷ baseline transactions/s. */
  ratio: number;
  /**
   * CPU used by each side's measured halves (null where /proc is missing): see cpu-time.ts. The
   * load generator is a child process, none of this process's threads: `loadGeneratorMs`, measured by itself.
   */
  cpu: { baseline: CpuUsed | null; api: CpuUsed | null; loadGeneratorMs: number | null };
  target: { minRatio: number; passed: boolean };
  /** Every checkout request of the scenario (probe and warm-up included) and how many were 201. */
  requests: number;
  created: number;
  /** OrderPlaced events of the scenario's shoppers: must equal `created`. */
  ordersInLog: number;
  /** Wallet orders per checkout transaction over the scenario (the API batches orders that arrive together). */
  ordersPerTransaction: number;
  /** Projection batches per read-model transaction over the scenario (the runners' batches of one turn share one). */
  batchesPerTransaction: number;
  keys: KeyAudit;
  /** Keys ever added to the hot game / to the largest spread game (the listing stream a checkout reads). */
  keysPerGameMax: number;
  /** The longest wallet stream of the scenario's shoppers at the end (a checkout reads it whole). */
  walletEventsMax: number;
  integrity: { passed: boolean };
  /** The API's connection pool while the API halves ran, sampled every 10 ms. */
  pool: PoolUse;
  lag: ProjectionLag & { target: { maxP99Ms: number; passed: boolean } };
}

export interface CheckoutThroughputResult {
  database: string;
  connections: number;
  startMs: number;
  warmup: { minMs: number; maxMs: number; runMs: number; steadyWithin: number };
  measureMs: number;
  probeOrders: number;
  priceCents: number;
  totalCents: number;
  walletCents: number;
  sampleIntervalMs: number;
  scenarios: ScenarioResult[];
}

/** What the suite takes from services/api/dist at run time. */
export interface Api {
  app: NestAppLike;
  baseUrl: string;
  commands: { execute(command: unknown): Promise<any> };
  ListGameCommand: new (gameId: number, priceCents: number, keys: readonly string[], actor: unknown) => unknown;
  AddKeysCommand: new (gameId: number, keys: readonly string[], actor: unknown) => unknown;
  AdjustWalletCommand: new (userId: string, direction: 'add' | 'deduct', amountCents: number, reason: string, actor: unknown) => unknown;
  users: { insert(user: Record<string, unknown>): Promise<boolean>; findById(id: string): Promise<unknown> };
  sessions: { issue(user: unknown, remember: boolean): Promise<{ token: string }> };
  inventory: { status(): { checkpoint: { transactionId: string; position: number } }; waitForPosition(position: number, timeoutMs: number): Promise<boolean> };
  walletStreamId(userId: string): string;
  /** The API's own connection pool (pg.Pool), watched while the API halves run. */
  pool: { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };
  /** Checkout transactions run and orders placed through them (ordering/commands/checkout-batcher.ts). */
  checkouts: { stats(): { transactions: number; orders: number } };
  /** The projection runners' shared transactions (projections/projections.service.ts). */
  projections: { batchStats(): { transactions: number; units: number } };
  /** The sales tax on every order (ordering/domain/order-pricing.ts). */
  taxPercent: number;
  gameIds: number[];
}

export async function loadApi(app: NestAppLike, baseUrl: string): Promise<Api> {
  const { CommandBus } = requireFromApi('@nestjs/cqrs') as { CommandBus: unknown };
  const { ListGameCommand } = await importApi('catalogue/commands/list-game.command.js');
  const { AddKeysCommand } = await importApi('catalogue/commands/add-keys.command.js');
  const { AdjustWalletCommand } = await importApi('wallet/commands/adjust-wallet.command.js');
  const { UsersRepository } = await importApi('identity/users/users.repository.js');
  const { SessionIssuer } = await importApi('identity/sessions/session-issuer.js');
  const { ProjectionsService } = await importApi('projections/projections.service.js');
  const { INVENTORY_PROJECTION } = await importApi('ordering/projections/inventory.projection.js');
  const { walletStreamId } = await importApi('wallet/domain/wallet.events.js');
  const { GENERATED_GAME_DATA } = await importApi('game-database/index.js');
  const { TAX_PERCENT } = await importApi('ordering/domain/order-pricing.js');
  const { CheckoutBatcher } = await importApi('ordering/commands/checkout-batcher.js');
  const data = app.get<{ games: Array<{ id: number }> }>(GENERATED_GAME_DATA, { strict: false });
  return {
    app,
    baseUrl,
    commands: app.get(CommandBus),
    ListGameCommand,
    AddKeysCommand,
    AdjustWalletCommand,
    users: app.get(UsersRepository),
    sessions: app.get(SessionIssuer),
    inventory: app.get(ProjectionsService).runner(INVENTORY_PROJECTION),
    walletStreamId,
    pool: app.get(EventStore).pool as unknown as Api['pool'],
    checkouts: app.get(CheckoutBatcher),
    projections: app.get(ProjectionsService),
    taxPercent: Number(TAX_PERCENT),
    gameIds: data.games.map((game) => game.id).sort((a, b) => a - b),
  };
}

/**
 * Verified shoppers with a wallet balance, made as services/api/src/ordering/testing/test-shoppers.ts
 * does: the app's own users repository, session issuer (real tokens) and wallet command.
 */
export async function createShoppers(api: Api, count: number, walletCents: number, label: string): Promise<CheckoutShopper[]> {
  const shoppers: CheckoutShopper[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await api.users.insert({ id, username: `bench_${label}_${i}`, email: `bench-${id}@example.test`, passwordHash: 'not-used', role: 'customer', emailVerified: true });
    const user = await api.users.findById(id);
    if (!user) throw new Error(`Shopper ${id} was not stored`);
    const { token } = await api.sessions.issue(user, false);
    await api.commands.execute(new api.AdjustWalletCommand(id, 'add', walletCents, 'Benchmark balance', { id: 'bench', role: 'system' }));
    shoppers.push({ userId: id, token });
  }
  return shoppers;
}

/** One key at `priceCents` with the tax on top (an upper bound for the wallet check if the API rounds down). */
export const orderTotal = (priceCents: number, taxPercent: number) => priceCents + Math.ceil((priceCents * taxPercent) / 100);

/** Key texts the vault has never seen: a random batch prefix, the game, a running number. */
export function keyTexts(gameId: number, count: number): string[] {
  const batch = randomBytes(6).toString('hex').toUpperCase();
  return Array.from({ length: count }, (_, i) => `BENCH-${batch}-${gameId}-${i}`);
}

export function apiSide(runs: CheckoutRun[]): CheckoutSide {
  const all = combineRuns(runs);
  return {
    orders: all.ok,
    ordersPerSec: perSecond(all.ok, all.elapsedMs),
    p50Ms: percentile(all.latenciesMs, 0.5),
    p99Ms: percentile(all.latenciesMs, 0.99),
    halves: runs.map((r) => perSecond(r.ok, r.elapsedMs)),
  };
}

export function baselineSide(runs: BaselineRun[]): CheckoutSide {
  const latencies = new Float64Array(runs.reduce((n, r) => n + r.latenciesMs.length, 0));
  let offset = 0;
  for (const run of runs) {
    latencies.set(run.latenciesMs, offset);
    offset += run.latenciesMs.length;
  }
  const orders = runs.reduce((n, r) => n + r.transactions, 0);
  return {
    orders,
    ordersPerSec: perSecond(orders, runs.reduce((n, r) => n + r.elapsedMs, 0)),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    halves: runs.map((r) => perSecond(r.transactions, r.elapsedMs)),
  };
}

/** What the log and the key vault say about the scenario's games and shoppers after the run. */
async function audit(db: pg.Pool, api: Api, gameIds: number[], shoppers: CheckoutShopper[]) {
  const listed = await db.query<{ game_id: number; key_ids: string[] }>(
    "SELECT (data->>'gameId')::int AS game_id, data->'keyIds' AS key_ids FROM events WHERE event_type = 'KeysAdded' AND (data->>'gameId')::int = ANY ($1::int[])",
    [gameIds],
  );
  const vault = await db.query<{ key_id: string; game_id: number; status: string; order_id: string | null }>(
    'SELECT id::text AS key_id, game_id, status, order_id FROM game_keys WHERE game_id = ANY ($1::int[])',
    [gameIds],
  );
  const delivered = await db.query<{ order_id: string; game_id: number; key_id: string }>(
    `SELECT e.data->>'orderId' AS order_id, (d->>'gameId')::int AS game_id, k.key_id
       FROM events e
       CROSS JOIN LATERAL jsonb_array_elements(e.data->'deliveries') AS d
       CROSS JOIN LATERAL jsonb_array_elements_text(d->'keyIds') AS k(key_id)
      WHERE e.event_type = 'KeysDelivered' AND (d->>'gameId')::int = ANY ($1::int[])`,
    [gameIds],
  );
  const userIds = shoppers.map((s) => s.userId);
  const orders = await db.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE event_type = 'OrderPlaced' AND data->>'userId' = ANY ($1::text[])", [userIds]);
  const wallets = await db.query<{ v: string | null }>('SELECT max(version) AS v FROM streams WHERE stream_id = ANY ($1::text[])', [userIds.map(api.walletStreamId)]);
  const keysPerGame = new Map<number, number>();
  for (const row of listed.rows) keysPerGame.set(row.game_id, (keysPerGame.get(row.game_id) ?? 0) + row.key_ids.length);
  return {
    keys: auditKeys(
      listed.rows.map((r) => ({ gameId: r.game_id, keyIds: r.key_ids })),
      vault.rows.map((r) => ({ keyId: r.key_id, gameId: r.game_id, status: r.status, orderId: r.order_id })),
      delivered.rows.map((r) => ({ orderId: r.order_id, gameId: r.game_id, keyId: r.key_id })),
    ),
    ordersInLog: Number(orders.rows[0]!.n),
    walletEventsMax: Number(wallets.rows[0]?.v ?? 0),
    keysPerGameMax: Math.max(0, ...keysPerGame.values()),
  };
}

/** Both halves' CPU together; null if either could not be measured. */
function sumCpu(halves: Array<CpuUsed | null>): CpuUsed | null {
  if (halves.length === 0 || halves.some((half) => half === null)) return null;
  return (halves as CpuUsed[]).reduce(addCpu);
}

async function logHead(db: pg.Pool): Promise<number> {
  const head = await db.query<{ p: string | null }>('SELECT max(global_position) AS p FROM events');
  return Number(head.rows[0]?.p ?? 0);
}

/**
 * Measures the inventory projection's lag while the API halves run, on a connection of its own
 * (`sampler`): by default the in-process runner's checkpoint (projection-lag.ts); through Kafka,
 * the projectors' per-partition progress (kafka-lag.ts).
 */
export type LagMeter = (sampler: pg.Client) => { stop(settleMs: number): Promise<ProjectionLag> };

function localLagMeter(api: Api, config: Config): LagMeter {
  return (sampler) => {
    const lagSampler = startLagSampler(sampler, () => api.inventory.status().checkpoint, config.lag.sampleIntervalMs);
    return {
      async stop(settleMs) {
        const sampled = await lagSampler.stop(settleMs);
        return projectionLag(sampled.heads, sampled.checkpoints);
      },
    };
  };
}

async function runScenario(
  name: ScenarioName,
  gameIds: number[],
  api: Api,
  db: pg.Pool,
  databaseUrl: string,
  config: Config,
  log: (line: string) => void,
  lagMeter: LagMeter = localLagMeter(api, config),
): Promise<ScenarioResult> {
  // One load generator for every run of the scenario, warmed by the probe and warm-up runs.
  const loadGenerator = new CheckoutLoadGenerator();
  try {
    return await measureScenario(name, gameIds, api, db, databaseUrl, config, log, loadGenerator, lagMeter);
  } finally {
    await loadGenerator.close();
  }
}

async function measureScenario(
  name: ScenarioName,
  gameIds: number[],
  api: Api,
  db: pg.Pool,
  databaseUrl: string,
  config: Config,
  log: (line: string) => void,
  loadGenerator: CheckoutLoadGenerator,
  lagMeter: LagMeter,
): Promise<ScenarioResult> {
  const totalCents = orderTotal(config.priceCents, api.taxPercent);
  const shoppers = await createShoppers(api, config.connections, config.walletCents, name);
  const checkoutsBefore = api.checkouts.stats();
  const batchesBefore = api.projections.batchStats();
  const listed = new Set<number>();
  let nextGame = 0; // the round-robin continues across runs
  let planned = 0;
  let requests = 0;
  let created = 0;

  /** Lists (first time) or adds keys to every game for the next `orders` round-robin requests. */
  const provisionFor = async (orders: number) => {
    planned += orders;
    const perShopper = Math.ceil(planned / config.connections);
    if (perShopper * totalCents > config.walletCents) throw new Error(`${perShopper} orders of ${totalCents} cents per shopper exceed the ${config.walletCents}-cent wallets`);
    const counts = roundRobinCounts(gameIds.length, nextGame, orders);
    for (const [i, gameId] of gameIds.entries()) {
      const keys = withSpare(counts[i]!);
      if (keys === 0 && listed.has(gameId)) continue;
      const texts = keyTexts(gameId, Math.max(1, keys));
      // In chunks: one KeysAdded event must stay under the store's payload limit (a fast machine
      // plans more orders, so more keys for the hot game).
      for (let from = 0; from < texts.length; from += KEYS_PER_COMMAND) {
        const chunk = texts.slice(from, from + KEYS_PER_COMMAND);
        await api.commands.execute(listed.has(gameId) ? new api.AddKeysCommand(gameId, chunk, ADMIN) : new api.ListGameCommand(gameId, config.priceCents, chunk, ADMIN));
        listed.add(gameId);
      }
    }
  };
  const checkout = async (orders: number, what: string) => {
    const run = await loadGenerator.run({
      url: `${api.baseUrl}${CHECKOUT_PATH}`,
      connections: config.connections,
      amount: orders,
      shoppers,
      gameIds,
      firstGame: nextGame,
      timeoutSeconds: config.timeoutSeconds,
    });
    requests += run.built;
    created += run.ok;
    nextGame = run.nextGame;
    const failure = checkoutFailure(run, `${name} ${what}`);
    if (failure) throw new Error(`${failure}. Every checkout must answer 201; a throughput of failures means nothing`);
    if (run.shoppersUsed !== config.connections) throw new Error(`${name} ${what}: ${run.shoppersUsed} shoppers for ${config.connections} connections`);
    return run;
  };
  const baseline = (ms: number) => runCheckoutBaseline(db, config.connections, ms, gameIds, totalCents);
  const minOrders = config.connections * 4;
  const cap = (ms: number) => Math.max(minOrders, (config.maxOrdersPerSec * ms) / 1000);

  // A cold probe, then warm-up runs, each sized from the run before it, until the API's rate has
  // settled (two runs in a row within warmupSteadyWithin, after at least warmupMs; at most
  // maxWarmupMs): a JIT still optimizing the request path would otherwise be measured in the first
  // half. The baseline then warms up as long. The halves are sized from the last warm-up run.
  // Every run has its keys listed before it starts, so no game can sell out.
  // A checkpoint first: one that the WAL volume forces (max_wal_size) would otherwise start at
  // whatever point the earlier suites left the log, maybe inside the measured halves, and its
  // full-page writes would land on whichever side ran then. A scenario writes well under the
  // distance to the next one.
  await db.query('CHECKPOINT');
  await provisionFor(config.probeOrders);
  const probe = await checkout(config.probeOrders, 'probe');
  let rate = perSecond(probe.ok, probe.elapsedMs);
  const warmRuns: CheckoutRun[] = [];
  let warmedMs = 0;
  let steady = false;
  while (warmedMs < config.maxWarmupMs && !(steady && warmedMs >= config.warmupMs)) {
    const orders = plannedOrders(rate, config.warmupRunMs, config.connections, minOrders, cap(config.warmupRunMs));
    await provisionFor(orders);
    const run = await checkout(orders, `warm-up run ${warmRuns.length + 1}`);
    warmRuns.push(run);
    warmedMs += run.elapsedMs;
    const runRate = perSecond(run.ok, run.elapsedMs);
    steady = warmRuns.length >= 2 && Math.abs(runRate - rate) <= config.warmupSteadyWithin * rate;
    rate = runRate;
  }
  const warm = combineRuns(warmRuns);
  const warmBaseline = await baseline(warmedMs);
  const halfMs = config.measureMs / 2;
  const ordersPerHalf = plannedOrders(rate, halfMs, config.connections, minOrders, cap(halfMs));
  await provisionFor(2 * ordersPerHalf);
  // The inventory projection settles on the listings and warm-up before lag is sampled.
  if (!(await api.inventory.waitForPosition(await logHead(db), 30_000))) throw new Error('The inventory projection did not catch up before the measured runs');

  const runs: { baseline: BaselineRun[]; api: CheckoutRun[] } = { baseline: [], api: [] };
  const cpu: { baseline: Array<CpuUsed | null>; api: Array<CpuUsed | null> } = { baseline: [], api: [] };
  const measure = async <T>(side: Array<CpuUsed | null>, work: () => Promise<T>): Promise<T> => {
    const { result, cpu: used } = await withCpu(work);
    side.push(used);
    return result;
  };
  runs.baseline.push(await measure(cpu.baseline, () => baseline(halfMs)));
  const sampler = new pg.Client({ connectionString: databaseUrl });
  sampler.on('error', () => undefined); // a failed query still rejects; this is for a dropped idle connection
  await sampler.connect();
  const poolSamples: Array<{ inUse: number; waiting: number }> = [];
  const loopBefore = performance.eventLoopUtilization();
  let loop: ReturnType<typeof performance.eventLoopUtilization> | null = null;
  const poolTimer = setInterval(() => poolSamples.push({ inUse: api.pool.totalCount - api.pool.idleCount, waiting: api.pool.waitingCount }), 10);
  let lag: ProjectionLag;
  try {
    const lagSampler = lagMeter(sampler);
    try {
      runs.api.push(await measure(cpu.api, () => checkout(ordersPerHalf, 'first half')));
      runs.api.push(await measure(cpu.api, () => checkout(ordersPerHalf, 'second half')));
    } finally {
      clearInterval(poolTimer);
      loop = performance.eventLoopUtilization(loopBefore);
      lag = await lagSampler.stop(config.lag.settleMs);
    }
  } finally {
    clearInterval(poolTimer);
    await sampler.end();
  }
  const listening = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = current_setting('application_name') AND query = 'LISTEN kl_events'",
  );
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN);
  const pool: PoolUse = {
    max: api.pool.options.max ?? Number.NaN,
    listening: Number(listening.rows[0]!.n),
    meanInUse: mean(poolSamples.map((p) => p.inUse)),
    meanWaiting: mean(poolSamples.map((p) => p.waiting)),
    maxWaiting: Math.max(0, ...poolSamples.map((p) => p.waiting)),
    loopUtilization: loop?.utilization ?? Number.NaN,
  };
  runs.baseline.push(await measure(cpu.baseline, () => baseline(halfMs)));

  const result = { baseline: baselineSide(runs.baseline), api: apiSide(runs.api) };
  const ratio = result.api.ordersPerSec / result.baseline.ordersPerSec;
  const minRatio = config.minRatio[name];
  const lagPassed = lag.heads > 0 && lag.unapplied === 0 && lag.p99Ms <= config.lag.maxP99Ms;
  const after = await audit(db, api, gameIds, shoppers);
  const checkoutsAfter = api.checkouts.stats();
  const ordersPerTransaction = (checkoutsAfter.orders - checkoutsBefore.orders) / Math.max(1, checkoutsAfter.transactions - checkoutsBefore.transactions);
  const batchesAfter = api.projections.batchStats();
  const batchesPerTransaction = (batchesAfter.units - batchesBefore.units) / Math.max(1, batchesAfter.transactions - batchesBefore.transactions);
  const integrity = after.keys.ok && after.ordersInLog === created && created === requests;
  log(
    `  ${name.padEnd(6)} baseline ${result.baseline.ordersPerSec.toFixed(0)} tx/s, API ${result.api.ordersPerSec.toFixed(0)} orders/s ` +
      `(p50 ${result.api.p50Ms.toFixed(2)} ms, p99 ${result.api.p99Ms.toFixed(2)} ms), ratio ${ratio.toFixed(2)}; ` +
      `lag p50 ${lag.p50Ms.toFixed(1)} ms, p99 ${lag.p99Ms.toFixed(1)} ms over ${lag.heads} heads; ` +
      `keys ${integrity ? 'consistent' : 'INCONSISTENT'} (${after.keys.keysDelivered} delivered, ${after.keys.keysSold} sold, ${after.ordersInLog} orders); ` +
      `${ordersPerTransaction.toFixed(1)} orders per checkout transaction, ${batchesPerTransaction.toFixed(1)} projection batches per read-model transaction`,
  );
  return {
    name,
    games: gameIds.length,
    gameIds: name === 'hot' ? gameIds : [gameIds[0]!, gameIds[gameIds.length - 1]!],
    probe: { orders: probe.ok, ordersPerSec: perSecond(probe.ok, probe.elapsedMs) },
    warmup: {
      orders: warm.ok,
      ordersPerSec: perSecond(warm.ok, warm.elapsedMs),
      runs: warmRuns.map((run) => perSecond(run.ok, run.elapsedMs)),
      ms: warmedMs,
      steady,
      baselineTxPerSec: perSecond(warmBaseline.transactions, warmBaseline.elapsedMs),
    },
    ordersPerHalf,
    apiHalfMs: runs.api.map((r) => r.elapsedMs),
    ...result,
    ratio,
    cpu: {
      baseline: sumCpu(cpu.baseline),
      api: sumCpu(cpu.api),
      loadGeneratorMs: runs.api.some((run) => run.loadGenerator === null) ? null : runs.api.reduce((ms, run) => ms + run.loadGenerator!.cpuMs, 0),
    },
    target: { minRatio, passed: ratio >= minRatio },
    requests,
    created,
    ordersInLog: after.ordersInLog,
    ordersPerTransaction,
    batchesPerTransaction,
    keys: after.keys,
    keysPerGameMax: after.keysPerGameMax,
    walletEventsMax: after.walletEventsMax,
    integrity: { passed: integrity },
    pool,
    lag: { ...lag, target: { maxP99Ms: config.lag.maxP99Ms, passed: lagPassed } },
  };
}

export interface CheckoutThroughputOptions {
  /** More configuration of the API (KAFKA_BROKERS…). */
  env?: Record<string, string>;
  /** Default both; the Kafka lag run measures the spread one only. */
  scenarios?: ScenarioName[];
  /** Processes beside the API (the Kafka relay and projectors): started after it, stopped before it closes. */
  companions?: (databaseUrl: string) => Promise<{ stop(): Promise<void> }>;
  lagMeter?: LagMeter;
}

/**
 * Wallet checkouts per second through the real API (PostgreSQL server, fresh schema, no demo
 * data) at `connections` shoppers, spread over many games and all on one game, each paired with
 * a pgbench-like baseline of three INSERTs per transaction; then the key audit and the
 * inventory projection's lag under that load.
 */
export async function runCheckoutThroughput(
  schema: { name: string; connectionString: string },
  config: Config,
  log: (line: string) => void,
  options: CheckoutThroughputOptions = {},
): Promise<CheckoutThroughputResult> {
  const databaseUrl = apiDatabaseUrl(schema.connectionString, schema.name);
  const { app, baseUrl, startMs } = await startApi(databaseUrl, { seedDemo: false, env: options.env });
  let companions: { stop(): Promise<void> } | null = null;
  const db = new pg.Pool({ connectionString: databaseUrl, max: config.connections + 2 });
  // An idle connection ended by the schema's drop (it terminates the bench's sessions) is no error.
  db.on('error', () => undefined);
  try {
    const api = await loadApi(app, baseUrl);
    if (api.gameIds.length < config.spreadGames + 1) throw new Error(`The game database has ${api.gameIds.length} games; ${config.spreadGames + 1} needed`);
    await createCheckoutBaselineTables(db);
    log(`  API started in ${(startMs / 1000).toFixed(1)} s (no demo data); ${config.connections} shoppers per scenario`);
    companions = (await options.companions?.(databaseUrl)) ?? null;
    const started = now();
    const scenarios = options.scenarios ?? ['spread', 'hot'];
    const lagMeter = options.lagMeter ?? localLagMeter(api, config);
    const spread = await runScenario('spread', api.gameIds.slice(0, config.spreadGames), api, db, databaseUrl, config, log, lagMeter);
    const hot = scenarios.includes('hot') ? await runScenario('hot', [api.gameIds[config.spreadGames]!], api, db, databaseUrl, config, log, lagMeter) : null;
    log(`  both scenarios in ${((now() - started) / 1000).toFixed(1)} s`);
    return {
      database: 'PostgreSQL server (a fresh `kl_bench_<random>` schema)',
      connections: config.connections,
      startMs,
      warmup: { minMs: config.warmupMs, maxMs: config.maxWarmupMs, runMs: config.warmupRunMs, steadyWithin: config.warmupSteadyWithin },
      measureMs: config.measureMs,
      probeOrders: config.probeOrders,
      priceCents: config.priceCents,
      totalCents: orderTotal(config.priceCents, api.taxPercent),
      walletCents: config.walletCents,
      sampleIntervalMs: config.lag.sampleIntervalMs,
      scenarios: hot ? [spread, hot] : [spread],
    };
  } finally {
    await companions?.stop();
    await app.close();
    await db.end();
  }
}
