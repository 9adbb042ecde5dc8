import type { ReadSide } from './bare-comparison.js';
import type { CapacityResult, MixSide } from './capacity-load.js';
import type { CapacityPlan } from './capacity-model.js';
import type { CheckoutSide } from './checkout-throughput.js';
import { apiTotals, ordersIn, postgresForRun, readsIn, type WindowUse } from './cluster-window.js';
import type { BenchConfig } from './config.js';
import type { MachineInfo } from './machine-info.js';
import { totalRequests } from './process-requests.js';
import { runMode, type Target } from './report.js';
import { formatBytes, formatCount, formatSeconds, microsecondsPer } from './timing.js';

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');
/** CPU per request, and the cores it kept busy on average over the window: `412 µs · 0.92 cores`. */
const cpuCell = (cpuMs: number | null, requests: number, elapsedMs: number) =>
  cpuMs === null ? '—' : `${microsecondsPer(cpuMs, requests)} · ${(cpuMs / elapsedMs).toFixed(2)} cores`;
const cores = (cpuMs: number, elapsedMs: number) => `${(cpuMs / elapsedMs).toFixed(2)}`;

const machineLine = (m: MachineInfo) =>
  `${m.cpuModel}, ${m.cores} cores, ${formatBytes(m.totalMemoryBytes)} RAM, load average ${m.loadAverage} (1 / 5 / 15 min) when the run began; ` +
  `Node ${m.node}; ${m.postgres.split(' on ')[0]} on the same machine (${m.postgresSettings}); ${m.date}`;

/** No target: the figures feed the capacity model, and two processes on two shared cores cannot show what they would on their own. */
export function capacityTargets(_result: CapacityResult): Target[] {
  return [];
}

const CONFIGURATIONS = [
  { key: 'straight', name: 'Straight to 1 process (baseline)' },
  { key: 'oneBehind', name: '1 process behind HAProxy' },
  { key: 'twoBehind', name: '2 processes behind HAProxy' },
] as const;

function throughputTable(result: CapacityResult): string[] {
  const { straight, oneBehind } = result;
  const row = (name: string, mix: MixSide, versusStraight: string, versusOne: string) =>
    `| ${name} | ${formatCount(mix.requestsPerSec)} | ${formatCount(mix.reads.requestsPerSec)} | ${formatCount(mix.checkouts.ordersPerSec)} | ` +
    `${mix.reads.halves.map(formatCount).join(' / ')} · ${mix.checkouts.halves.map(formatCount).join(' / ')} | ` +
    `${ms(mix.reads.p50Ms)} / ${ms(mix.reads.p99Ms)} | ${ms(mix.checkouts.p50Ms)} / ${ms(mix.checkouts.p99Ms)} | ${versusStraight} | ${versusOne} |`;
  const versus = (mix: MixSide, base: MixSide) => `${ratio(mix.requestsPerSec, base.requestsPerSec)} (orders ${ratio(mix.checkouts.ordersPerSec, base.checkouts.ordersPerSec)})`;
  return [
    '| Configuration | Requests/s | Reads/s | Orders/s | Halves: reads/s · orders/s | Reads p50 / p99 | Orders p50 / p99 | ÷ straight | ÷ 1 process behind HAProxy |',
    '|---|---:|---:|---:|---|---:|---:|---:|---:|',
    row(CONFIGURATIONS[0].name, straight, '1.00', '—'),
    row(CONFIGURATIONS[1].name, oneBehind, versus(oneBehind, straight), '1.00'),
    row(CONFIGURATIONS[2].name, result.twoBehind, versus(result.twoBehind, straight), `**${versus(result.twoBehind, oneBehind)}**`),
  ];
}

/** Rows of measures, a column per configuration: what each process used per request answered, and how many cores it kept busy. */
function cpuTable(result: CapacityResult): string[] {
  const uses = CONFIGURATIONS.map((c) => result[c.key].use);
  const processes = Math.max(...uses.map((use) => use.apis.length));
  const cells = (cell: (use: WindowUse, requests: number) => string) => uses.map((use) => cell(use, apiTotals(use).requests)).join(' | ');
  const line = (label: string, cell: (use: WindowUse, requests: number) => string) => `| ${label} | ${cells(cell)} |`;
  const attributed = (use: WindowUse) => {
    const parts = [apiTotals(use).cpuMs, use.balancerMs ?? 0, postgresForRun(use.postgres), use.loadGeneratorsMs];
    return parts.some((p) => p === null) ? null : (parts as number[]).reduce((a, b) => a + b, 0);
  };
  return [
    `| Per request answered (reads and orders) · cores kept busy | ${CONFIGURATIONS.map((c) => c.name).join(' | ')} |`,
    '|---|---:|---:|---:|',
    line('Requests the API processes answered: reads + orders', (use) => {
      return `${formatCount(readsIn(use))} + ${formatCount(ordersIn(use))}`;
    }),
    ...Array.from({ length: processes }, (_, i) =>
      line(`API process ${i + 1}: its requests · CPU per request · cores`, (use) => {
        const api = use.apis[i];
        return api ? `${formatCount(totalRequests(api.requests))} · ${cpuCell(api.cpuMs, totalRequests(api.requests), use.elapsedMs)}` : '—';
      }),
    ),
    line('**API processes together**', (use, requests) => `**${cpuCell(apiTotals(use).cpuMs, requests, use.elapsedMs)}**`),
    line('HAProxy', (use, requests) => cpuCell(use.balancerMs, requests, use.elapsedMs)),
    line('PostgreSQL: the run’s backends', (use, requests) => cpuCell(use.postgres?.ownBackendsMs ?? null, requests, use.elapsedMs)),
    line('PostgreSQL: the server’s processes (WAL writer, checkpointer, autovacuum…)', (use, requests) => cpuCell(use.postgres?.serverMs ?? null, requests, use.elapsedMs)),
    line('Load generators (autocannon; the shoppers’ client)', (use, requests) => cpuCell(use.loadGeneratorsMs, requests, use.elapsedMs)),
    line('**All of the above**', (use, requests) => `**${cpuCell(attributed(use), requests, use.elapsedMs)}**`),
    line('Transactions rolled back per second in the database (all its clients)', (use) => (use.databaseRollbacks / (use.elapsedMs / 1000)).toFixed(1)),
    line('Machine: cores busy of 2 (all processes, /proc/stat)', (use) => (use.machine ? cores(use.machine.busyMs, use.elapsedMs) : '—')),
    line('… of which other clients of the PostgreSQL server', (use) => (use.postgres ? cores(use.postgres.otherClientsMs, use.elapsedMs) : '—')),
    line('… of which the bench’s own orchestration', (use) => (use.benchMs === null ? '—' : cores(use.benchMs, use.elapsedMs))),
    line('… of which other processes of the machine (the busiest named)', (use) => {
      if (!use.otherProcesses) return '—';
      const busiest = use.otherProcesses.byCommand.slice(0, 2).filter((o) => o.cpuMs / use.elapsedMs >= 0.005);
      return `${cores(use.otherProcesses.totalMs, use.elapsedMs)}${busiest.length ? ` (${busiest.map((o) => `${o.comm} ${cores(o.cpuMs, use.elapsedMs)}`).join(', ')})` : ''}`;
    }),
    line('… of which nothing above (the kernel’s own work, processes that ended)', (use) => {
      const known = attributed(use);
      if (!use.machine || known === null || !use.postgres || use.benchMs === null || !use.otherProcesses) return '—';
      return cores(use.machine.busyMs - known - use.postgres.otherClientsMs - use.benchMs - use.otherProcesses.totalMs, use.elapsedMs);
    }),
  ];
}

function unitCostTable(result: CapacityResult): string[] {
  const row = (name: string, rate: string, s: ReadSide | CheckoutSide, use: WindowUse, count: number) =>
    `| ${name} | ${rate} | ${ms(s.p50Ms)} / ${ms(s.p99Ms)} | ${microsecondsPer(apiTotals(use).cpuMs, count)} | ${microsecondsPer(use.balancerMs, count)} | ` +
    `${microsecondsPer(postgresForRun(use.postgres), count)} | ${microsecondsPer(use.loadGeneratorsMs, count)} | ${use.machine ? cores(use.machine.busyMs, use.elapsedMs) : '—'} |`;
  const { readsAlone, checkoutsAlone } = result;
  return [
    '| Unit, alone through HAProxy to 1 process | Rate | p50 / p99 | API process | HAProxy | PostgreSQL (backends + server) | Load generator | Cores busy of 2 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('A catalogue read (reads alone)', `${formatCount(readsAlone.side.requestsPerSec)} req/s`, readsAlone.side, readsAlone.use, readsIn(readsAlone.use)),
    row('An order (checkouts alone)', `${formatCount(checkoutsAlone.side.ordersPerSec)} orders/s`, checkoutsAlone.side, checkoutsAlone.use, ordersIn(checkoutsAlone.use)),
  ];
}

/** How much more the mix cost than its reads and orders priced alone. */
function mixFactorNote(result: CapacityResult): string {
  const { costs, oneBehind } = result;
  if (!costs) return '';
  const { api, balancer, postgres } = costs.mixFactor;
  return (
    `The 1-process mix behind HAProxy (${formatCount(readsIn(oneBehind.use))} reads and ${formatCount(ordersIn(oneBehind.use))} orders) cost ` +
    `${api.toFixed(2)}× in the API process, ${balancer.toFixed(2)}× in HAProxy and ${postgres.toFixed(2)}× in PostgreSQL what its reads and orders cost priced so ` +
    '(among reads and at a sale’s rate fewer orders share a checkout transaction and a projection batch, and the processes share the cores with more of each other): ' +
    'the model multiplies by these.'
  );
}

function planTable(result: CapacityResult): string[] {
  const { assumptions } = result;
  const row = (p: CapacityPlan) =>
    `| ${formatCount(p.ordersPerSec)} | ${formatCount(p.readsPerSec)} | ${p.perOrderMs.api.toFixed(2)} ms | ${p.apiCores.toFixed(1)} | ${p.apiProcesses} | ` +
    `${p.balancerCores.toFixed(2)} | ${p.perOrderMs.postgres.toFixed(2)} ms | ${p.postgresCores.toFixed(1)} | ` +
    `${p.walMbPerSec === null ? '—' : p.walMbPerSec.toFixed(1)} | ${p.storedGbPerDay === null ? '—' : formatCount(p.storedGbPerDay)} |`;
  return [
    `| Orders/s | Catalogue reads/s (${assumptions.readsPerOrder} per order) | API CPU per order with its reads | API cores at ${Math.round(assumptions.utilization * 100)}% | API processes (≥ 2) | ` +
      'HAProxy cores | PostgreSQL CPU per order with its reads | PostgreSQL cores | WAL MB/s | Stored GB/day |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.plans.map(row),
  ];
}

function cacheNote(result: CapacityResult): string {
  const line = (name: string, mix: MixSide) => {
    const reads = readsIn(mix.use);
    return `${name}: at most ${formatCount(mix.mostAnswersBuilt)} of ${formatCount(reads)} reads built (${((100 * mix.mostAnswersBuilt) / Math.max(1, reads)).toFixed(1)}%)`;
  };
  return (
    '**Caching.** Every read asked for one of the same three answers, and every API process keeps its own catalogue answer cache. ' +
    'Its counts (kept answer, shared build, built) are inside each process and not on `/metrics`, so here they are bounded, not counted: ' +
    `by the cache’s rule a kept answer is given while it is younger than ${formatCount(result.maxStaleMs)} ms (the sale moves the catalogue all the time) ` +
    'and one build per answer runs at a time, so each process builds each answer at most once per that time. ' +
    `${line('straight', result.straight)}; ${line('1 process behind HAProxy', result.oneBehind)}; ${line('2 processes', result.twoBehind)}. ` +
    'All the others were given a kept answer or waited for a build in progress: the reads measured here are the cache’s (the sale suite counts the split inside its in-process API).'
  );
}

export function renderCapacitySection(config: BenchConfig, result: CapacityResult): string {
  const c = result.config;
  const { costs } = result;
  const storage = result.checkoutsAlone.storage;
  const orders = ordersIn(result.checkoutsAlone.use);
  const twoApis = result.twoBehind.use.apis.map((api) => totalRequests(api.requests));
  return [
    '### Capacity: 1 and 2 API processes behind HAProxy',
    '',
    `${runMode(config)} The sale’s mix (the sale suite’s reads and shoppers): ${result.readConnections} read connections from autocannon ${result.autocannonVersion} in a process of its own, ` +
      `each asking in turn for the catalogue’s first page, a search and the most hyped game’s page, and ${result.shoppers} shoppers (one connection and one bearer token each, ` +
      `from a load generator process of its own) buying one key of each of the ${result.store.listedGames} listed games in turn, wallet payment. ` +
      `The storefront (demo catalogue, shoppers, keys for ${formatCount(result.store.keysAdded)} checkouts) was made on a fresh schema by an API in the bench process through its own command handlers ` +
      `(${formatSeconds(result.store.preparedMs)}), which was then closed: the API processes measured are \`node services/api/dist/main.js\`, started by \`StoreCluster\` ` +
      `(services/api/src/cluster) on that schema behind HAProxy ${result.haproxyVersion ?? '(version unknown)'} (round robin; readiness checked every ${formatSeconds(c.healthCheck.intervalMs)}, not the cluster’s 250 ms: HAProxy gives a check its interval to answer, ` +
      'and 250 ms took healthy but busy processes out of rotation on this machine; no process left rotation during a measured half, or the run would have stopped), with `LOG_LEVEL=warn`: ' +
      'no request log, where the in-process suites log every request at `info` to /dev/null. ' +
      `1 process (started in ${formatSeconds(result.clusterStartMs.one)}): ${formatSeconds(c.warmupMs)} of the mix straight to its port and ${formatSeconds(c.balancerWarmupMs)} through HAProxy as warm-up, ` +
      `then ${formatSeconds(c.measureMs)} measured per side in straight-HAProxy-HAProxy-straight halves; then, through HAProxy, ${formatSeconds(c.aloneMs)} of reads alone and ${formatSeconds(c.aloneMs)} of checkouts alone ` +
      `(the unit costs below). Then 2 processes (started in ${formatSeconds(result.clusterStartMs.two)}): ${formatSeconds(c.warmupMs)} of warm-up through HAProxy, ${formatSeconds(c.measureMs)} measured in two halves. ` +
      `Every read answered 2xx and every checkout 201 (anything else stops the run): ${formatCount(result.checkoutsCreated)} of ${formatCount(result.checkoutRequests)} checkouts over the run.`,
    '',
    `Machine: ${machineLine(result.machine)}.`,
    '',
    '**Read this honestly.** The machine has two cores, and everything runs on them: both load generators, the API processes, HAProxy, PostgreSQL, the bench, ' +
      'and whatever else the machine is doing (the cores-busy rows below). A second API process adds an event loop, not a core: it cannot show 2×. ' +
      'The 2-process figures say what a second process costs and whether the cluster loses anything on a full machine; what it gains on cores of its own, ' +
      'the CPU per request says (and the capacity model in docs/operations.md uses that, not the ratio).',
    '',
    throughputTable(result).join('\n'),
    '',
    `The balancer spread the 2-process halves ${twoApis.map(formatCount).join(' / ')} requests (each process’s own count, from its \`/metrics\`; the balancer’s health checks left out).`,
    '',
    '**CPU per request, per process**, over the measured halves: user + system time of each whole process from `/proc/<pid>/stat` (all its threads: the API’s projection worker and garbage collection included), ' +
      'divided by the requests the API processes answered by their own count; PostgreSQL’s split by `pg_stat_activity` into the run’s connections, the server’s own processes ' +
      '(shared with anything else the server does) and other clients’ (left out of the totals); the load generators as each measured itself. A process that ended inside a half is not counted.',
    '',
    cpuTable(result).join('\n'),
    '',
    '**Unit costs**, the capacity model’s input: CPU per request of each kind alone.',
    '',
    unitCostTable(result).join('\n'),
    '',
    `${mixFactorNote(result)} Checkouts alone wrote ${storage.walBytes > 0 ? `${(storage.walBytes / orders / 1000).toFixed(1)} KB of WAL per order (the whole server’s WAL: an upper bound)` : 'no measurable WAL'} ` +
      `and grew the schema’s tables and indexes by ${(storage.storedBytes / orders / 1000).toFixed(1)} KB per order (pages allocated, so a step figure).`,
    '',
    cacheNote(result),
    '',
    ...(costs
      ? [
          `**Capacity model from these figures** (capacity-model.ts; docs/operations.md explains it): CPU per order with ${result.assumptions.readsPerOrder} catalogue reads each (an assumption, ` +
            'not a measurement), each kind priced alone and multiplied by the mix factor above, ' +
            `cores planned at ${Math.round(result.assumptions.utilization * 100)}% busy, one API process per core. A model from one machine’s vCPUs, not a promise.`,
          '',
          planTable(result).join('\n'),
          '',
          `PostgreSQL’s CPU alone would need the largest server considered (${result.assumptions.largestPostgresCores} cores at ${Math.round(result.assumptions.utilization * 100)}%) at about ` +
            `${formatCount(result.postgresCpuLimit ?? Number.NaN)} orders/s.`,
        ]
      : ['No capacity model: PostgreSQL’s or HAProxy’s CPU could not be read (no /proc, or the server on another machine).']),
  ].join('\n');
}
