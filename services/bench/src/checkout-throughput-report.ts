import type { CheckoutSide, CheckoutThroughputResult, ScenarioResult } from './checkout-throughput.js';
import type { BenchConfig } from './config.js';
import type { CpuUsed } from './cpu-time.js';
import { runMode, verdict, type Target } from './report.js';
import { formatCount, formatSeconds, microsecondsPer } from './timing.js';

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const passFail = (passed: boolean) => (passed ? 'pass' : '**FAIL**');

function describeScenario(s: ScenarioResult): string {
  return s.name === 'hot' ? `(b) hot: game ${s.gameIds[0]}` : `(a) spread: ${s.games} games`;
}

function throughputRows(s: ScenarioResult): string[] {
  const halves = (side: CheckoutSide) => side.halves.map(formatCount).join(' / ');
  return [
    `| ${describeScenario(s)} | Baseline: BEGIN, 3 INSERTs, COMMIT | ${formatCount(s.baseline.ordersPerSec)} | ${halves(s.baseline)} | ` +
      `${ms(s.baseline.p50Ms)} | ${ms(s.baseline.p99Ms)} | 1.00 | — |`,
    `| ${describeScenario(s)} | API: wallet checkout, 1 key | ${formatCount(s.api.ordersPerSec)} | ${halves(s.api)} | ` +
      `${ms(s.api.p50Ms)} | ${ms(s.api.p99Ms)} | ${s.ratio.toFixed(2)} | ${verdict(s.target)} |`,
  ];
}

function cpuRow(s: ScenarioResult, system: string, used: CpuUsed | null, units: number, loadGeneratorMs: number | null): string {
  if (!used) return `| ${describeScenario(s)} | ${system} | — | — | — | — | — |`;
  const total = used.postgresMs === null ? null : used.mainThreadMs + used.otherThreadsMs + (loadGeneratorMs ?? 0) + used.postgresMs;
  return (
    `| ${describeScenario(s)} | ${system} | ${microsecondsPer(used.mainThreadMs, units)} | ${microsecondsPer(used.otherThreadsMs, units)} | ` +
    `${microsecondsPer(loadGeneratorMs, units)} | ${microsecondsPer(used.postgresMs, units)} | ${microsecondsPer(total, units)} |`
  );
}

const cpuRows = (s: ScenarioResult): string[] => [
  // The baseline's clients run on the main thread: no load generator of their own.
  cpuRow(s, 'Baseline, per transaction', s.cpu.baseline, s.baseline.orders, null),
  cpuRow(s, 'API, per order', s.cpu.api, s.api.orders, s.cpu.loadGeneratorMs),
];

function keyRow(s: ScenarioResult): string {
  const k = s.keys;
  return (
    `| ${describeScenario(s)} | ${formatCount(s.requests)} | ${formatCount(s.created)} | ${formatCount(s.ordersInLog)} | ${formatCount(k.keysListed)} | ` +
    `${formatCount(k.keysDelivered)} | ${formatCount(k.keysSold)} | ${k.duplicateKeyIds} | ${k.oversoldGames} | ${k.mismatchedGames} | ${k.strayKeys} | ${passFail(s.integrity.passed)} |`
  );
}

function lagRow(s: ScenarioResult): string {
  const l = s.lag;
  return (
    `| ${describeScenario(s)} | ${formatCount(l.heads)} | ${l.unapplied} | ${ms(l.resolutionMs)} | ${ms(l.p50Ms)} | ${ms(l.p99Ms)} | ${ms(l.maxMs)} | ` +
    `≤ ${l.target.maxP99Ms} ms: ${passFail(l.target.passed)} |`
  );
}

export function renderCheckoutSection(config: BenchConfig, result: CheckoutThroughputResult): string {
  const [first] = result.scenarios;
  const sizing = result.scenarios
    .map(
      (s) =>
        `${s.name}: probe at ${formatCount(s.probe.ordersPerSec)} orders/s, warm-up ${formatCount(s.warmup.orders)} orders in ${formatSeconds(s.warmup.ms)} ` +
        `(runs at ${s.warmup.runs.map(formatCount).join(', ')} orders/s; ${s.warmup.steady ? 'settled' : 'stopped at the limit before settling'}), ` +
        `halves of ${formatCount(s.ordersPerHalf)} orders that took ${s.apiHalfMs.map(formatSeconds).join(' and ')}`,
    )
    .join('; ');
  const pools = result.scenarios
    .map(
      (s) =>
        `${s.name}: ${s.pool.meanInUse.toFixed(1)} in use and ${s.pool.meanWaiting.toFixed(1)} queries waiting for one on average (at most ${s.pool.maxWaiting}), ` +
        `event loop busy ${(s.pool.loopUtilization * 100).toFixed(0)}% of the time, ${s.ordersPerTransaction.toFixed(1)} orders per checkout transaction (wallet orders that arrive together share one), ` +
        `${s.batchesPerTransaction.toFixed(1)} projection batches per read-model transaction (the runners' batches of one turn share one)`,
    )
    .join('; ');
  const listening = first ? `the projection runners, in their worker thread, have a small pool of their own, ${first.pool.listening} connection of which holds their shared \`LISTEN\`` : '';
  const streams = result.scenarios
    .map((s) => `${s.name}: ${formatCount(s.keysPerGameMax)} keys ever added to ${s.name === 'hot' ? 'the game' : 'the largest game'}, wallet streams of up to ${formatCount(s.walletEventsMax)} events`)
    .join('; ');
  return [
    '### Checkout throughput',
    '',
    `${runMode(config)} The real API, started in-process with \`createApp\` (services/api/dist) on the ${result.database}, ` +
      `without demo data (start: ${formatSeconds(result.startMs)}). Request logging on at \`info\`, written to /dev/null. ` +
      `Load: a lean HTTP/1.1 client (services/bench/src/keep-alive-load.ts: requests written as prebuilt bytes, only the status line and body length parsed; autocannon cost about twice the CPU per request) in one child process kept for the scenario, ${result.connections} keep-alive connections, one request in flight each, ` +
      `every connection a shopper of its own: a user made through the app's users repository, a real session token from its session issuer, ` +
      `a wallet of ${dollars(result.walletCents)} credited through its wallet command (fresh shoppers per scenario). Each request is ` +
      `\`POST /api/v1/order/create-order\` with that shopper's bearer token and \`{userId, games: [{gameId, quantity: 1}], paymentMethod: 'wallet'}\`; ` +
      `every game costs ${dollars(result.priceCents)} (${dollars(result.totalCents)} with tax).`,
    '',
    `- (a) spread: the game of each request is the next of ${first ? formatCount(first.games) : '?'} listed games, round-robin over all connections.`,
    '- (b) hot: every request buys the same game.',
    '- Baseline: pgbench-like, in the same schema and run: per transaction `BEGIN`, three `INSERT`s (an order row, a wallet row, a delivered-key row ' +
      'into insert-only tables with a primary key each, named prepared statements), `COMMIT`, each a round trip, ' +
      `on ${result.connections} connections of \`pg\` held by ${result.connections} concurrent clients.`,
    '',
    'Each scenario starts with a `CHECKPOINT`, so that no checkpoint forced by WAL volume (`max_wal_size`) starts inside its measured halves, where its ' +
      'full-page writes would land on whichever side ran then; a scenario writes well under the distance to the next one. ' +
      'Games are listed through the real command bus (`ListGameCommand`, then `AddKeysCommand`) with generated key texts before each run, ' +
      'for exactly the requests that run will send (the round-robin continues across runs) plus 1% spare, so no game can sell out. Hence the API ' +
      'runs are a fixed number of orders, sized from the run before: a cold probe of ' +
      `${formatCount(result.probeOrders)} orders, a warm-up in runs of about ${formatSeconds(result.warmup.runMs)} for at least ${formatSeconds(result.warmup.minMs)}, ` +
      `until two runs in a row agree within ${Math.round(result.warmup.steadyWithin * 100)}% (the JIT has settled) or ${formatSeconds(result.warmup.maxMs)} have gone by ` +
      '(the baseline then warms up as long; a run is at least 4 orders per connection), then ' +
      `${formatSeconds(result.measureMs)} measured per side in baseline-API-API-baseline halves (baseline halves by time, API halves by order count). ` +
      'An API run lasts from its first request to its last answer. ' +
      `Latencies are every 201 (API) or transaction (baseline) pooled over both halves. Every answer was 201, and no connection failed: anything else ` +
      `stops the run. Sizing: ${sizing}.`,
    '',
    '| Scenario | System | Orders/s | Halves (orders/s) | p50 | p99 | Ratio | Target |',
    '|---|---|---:|---|---:|---:|---:|---|',
    ...result.scenarios.flatMap(throughputRows),
    '',
    'CPU per order and per baseline transaction over the same measured halves, from `/proc` (user + system time, 10 ms ticks): ' +
      "the bench process's main thread (the API's, or the baseline's clients), its other threads (the API's projection worker, garbage collection, libuv), the " +
      "load generator's child process (its main thread, measured by itself from its start to its last answer), and every PostgreSQL process of the " +
      'machine (backends, WAL writer, autovacuum...). Any other process or thread that ended during a half is not counted. Both ' +
      'sides run on the same cores: the totals say what an order costs next to a baseline transaction, and where that CPU goes.',
    '',
    '| Scenario | System | Main thread | Other threads | Load generator | PostgreSQL | Total |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...result.scenarios.flatMap(cpuRows),
    '',
    `What a checkout reads grows with the run: ${streams}. The API's connection pool (${first?.pool.max ?? '?'} connections; ${listening}) ` +
      `while the API halves ran, sampled every 10 ms, and the utilization of the main thread's event loop (the API's; the load generator is a process of its own): ${pools}.`,
    '',
    '#### Keys after the run',
    '',
    "Per scenario, its games and its shoppers: every checkout request (probe and warm-up included), the 201 answers, the shoppers' `OrderPlaced` " +
      'events, the key ids in the games\' `KeysAdded` events (listed), in the orders\' `KeysDelivered` events (delivered, repeats counted) ' +
      "and the `game_keys` rows marked sold. Duplicated: key ids delivered more than once. Oversold: games that delivered or sold more keys " +
      'than they were given. Mismatched: games whose sold count differs from their delivered count. Stray: delivered keys not listed for ' +
      "that game, or whose `game_keys` row is not sold to that order. Pass: all four zero, and requests = 201 answers = orders in the log.",
    '',
    '| Scenario | Requests | 201 answers | Orders in log | Keys listed | Delivered | Sold | Duplicated | Oversold | Mismatched | Stray | Result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...result.scenarios.map(keyRow),
    '',
    '#### Inventory projection lag under load',
    '',
    `While the two API halves run, a sampler on a connection of its own queries the log head (the event with the highest \`global_position\`, ` +
      `with its transaction id) every ${result.sampleIntervalMs} ms, and notes the inventory runner's checkpoint (` +
      "`runner('inventory').status().checkpoint`: the main thread's mirror, updated when the projection worker reports a batch committed) whenever it changes, polled every millisecond the " +
      'event loop allows. For each head position seen for the first time, its commit happened after the previous head query started ' +
      '(that query did not see it); it was applied at the first checkpoint note at or past it, compared as the runner reads the log: ' +
      'by (transaction id, position). Lag = that note − the previous head query\'s start: an upper bound, over by at most the resolution ' +
      '(median time from the previous query\'s start to this one\'s end). After the load the sampler runs on until the checkpoint reaches the ' +
      'last head seen. Heads: head positions measured; unapplied: heads the checkpoint never reached (any fails the target).',
    '',
    '| Scenario | Heads | Unapplied | Resolution | p50 | p99 | Max | Target (p99) |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...result.scenarios.map(lagRow),
  ].join('\n');
}

export function checkoutTargets(result: CheckoutThroughputResult): Target[] {
  return result.scenarios.flatMap((s) => [
    {
      name: `checkout ${s.name}, API ÷ baseline`,
      passed: s.target.passed,
      detail: `ratio ${s.ratio.toFixed(2)} ${s.target.passed ? '≥' : '<'} ${s.target.minRatio.toFixed(2)}`,
    },
    {
      name: `checkout ${s.name}, keys`,
      passed: s.integrity.passed,
      detail:
        `${s.keys.duplicateKeyIds} duplicated, ${s.keys.oversoldGames} oversold, ${s.keys.mismatchedGames} mismatched, ${s.keys.strayKeys} stray; ` +
        `${s.requests} requests, ${s.created} answered 201, ${s.ordersInLog} orders in the log`,
    },
    {
      name: `checkout ${s.name}, inventory projection lag p99`,
      passed: s.lag.target.passed,
      detail: `${ms(s.lag.p99Ms)} ${s.lag.target.passed ? '≤' : 'not ≤'} ${s.lag.target.maxP99Ms} ms (${s.lag.heads} heads, ${s.lag.unapplied} unapplied)`,
    },
  ]);
}
