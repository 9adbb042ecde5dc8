import type pg from 'pg';
import { postgresProcessesCpu, processesCpu, type ProcStat } from './cpu-time.js';
import { machineCpu } from './machine-cpu.js';
import { postgresActivity, splitPostgresCpu, type PostgresCpu } from './postgres-cpu.js';
import { fetchRequestCounts, requestsBetween, totalRequests, type RequestCounts } from './process-requests.js';
import { now } from './timing.js';

/** An API process of the cluster, as the bench watches it. */
export interface WatchedApi {
  name: string;
  pid: number;
  /** Its own address (not the balancer's): where its /metrics is read. */
  baseUrl: string;
}

export interface ApiProcessUse {
  name: string;
  /** User + system time of the whole process (its main thread, the projection worker thread, GC...). */
  cpuMs: number;
  /** What it answered, by its own count. */
  requests: RequestCounts;
}

/** What every process on the machine used over a measured window (or several added up). */
export interface WindowUse {
  elapsedMs: number;
  apis: ApiProcessUse[];
  /** HAProxy (all its threads); null when the load went straight to the process. */
  balancerMs: number | null;
  postgres: PostgresCpu | null;
  /** The load generators (autocannon's process, the shoppers' process), as each measured itself; null where one could not. */
  loadGeneratorsMs: number | null;
  /** This process: the bench's orchestration only (no API runs in it meanwhile). */
  benchMs: number | null;
  /** Every other process of the machine (not this one, none of its children, not PostgreSQL): other work on a shared machine. */
  otherProcesses: OtherProcesses | null;
  /** All cores together: time busy, and time in all (busy + idle). */
  machine: { busyMs: number; totalMs: number } | null;
  /**
   * Transactions rolled back in the database (pg_stat_database: every client of it, other work
   * included; backends report at most a second late). Two processes' projection runners racing for
   * one batch show here: the loser's batch is rolled back.
   */
  databaseRollbacks: number;
}

export interface OtherProcesses {
  totalMs: number;
  /** By command name, the busiest first. */
  byCommand: Array<{ comm: string; cpuMs: number }>;
}

/**
 * CPU used from `before` to `after` by the processes `ours` does not claim, summed by command name
 * (a process born in between counts whole; one that ended in between is lost).
 */
export function otherProcessesCpu(
  before: ReadonlyMap<string, ProcStat>,
  after: ReadonlyMap<string, ProcStat>,
  ours: (pid: string, stat: ProcStat) => boolean,
): OtherProcesses {
  const byCommand = new Map<string, number>();
  for (const [pid, stat] of after) {
    if (ours(pid, stat)) continue;
    const used = stat.cpuMs - (before.get(pid)?.cpuMs ?? 0);
    if (used > 0) byCommand.set(stat.comm, (byCommand.get(stat.comm) ?? 0) + used);
  }
  return { totalMs: [...byCommand.values()].reduce((x, y) => x + y, 0), byCommand: busiestFirst(byCommand) };
}

const busiestFirst = (byCommand: ReadonlyMap<string, number>) =>
  [...byCommand].map(([comm, cpuMs]) => ({ comm, cpuMs })).sort((x, y) => y.cpuMs - x.cpuMs || x.comm.localeCompare(y.comm));

function addOthers(a: OtherProcesses, b: OtherProcesses): OtherProcesses {
  const byCommand = new Map(a.byCommand.map((o) => [o.comm, o.cpuMs]));
  for (const o of b.byCommand) byCommand.set(o.comm, (byCommand.get(o.comm) ?? 0) + o.cpuMs);
  return { totalMs: a.totalMs + b.totalMs, byCommand: busiestFirst(byCommand) };
}

const sumOrNull = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a + b);

/** Two windows as one: times and counts add up, process by process (the same processes in the same order). */
export function addWindows(a: WindowUse, b: WindowUse): WindowUse {
  if (a.apis.length !== b.apis.length) throw new Error(`Windows of ${a.apis.length} and ${b.apis.length} API processes cannot be added`);
  return {
    elapsedMs: a.elapsedMs + b.elapsedMs,
    apis: a.apis.map((api, i) => {
      const other = b.apis[i]!;
      return {
        name: api.name,
        cpuMs: api.cpuMs + other.cpuMs,
        requests: { reads: api.requests.reads + other.requests.reads, checkouts: api.requests.checkouts + other.requests.checkouts, other: api.requests.other + other.requests.other },
      };
    }),
    balancerMs: sumOrNull(a.balancerMs, b.balancerMs),
    postgres:
      a.postgres && b.postgres
        ? {
            ownBackendsMs: a.postgres.ownBackendsMs + b.postgres.ownBackendsMs,
            serverMs: a.postgres.serverMs + b.postgres.serverMs,
            otherClientsMs: a.postgres.otherClientsMs + b.postgres.otherClientsMs,
          }
        : null,
    loadGeneratorsMs: sumOrNull(a.loadGeneratorsMs, b.loadGeneratorsMs),
    benchMs: sumOrNull(a.benchMs, b.benchMs),
    otherProcesses: a.otherProcesses && b.otherProcesses ? addOthers(a.otherProcesses, b.otherProcesses) : null,
    machine: a.machine && b.machine ? { busyMs: a.machine.busyMs + b.machine.busyMs, totalMs: a.machine.totalMs + b.machine.totalMs } : null,
    databaseRollbacks: a.databaseRollbacks + b.databaseRollbacks,
  };
}

export function addAllWindows(windows: readonly WindowUse[]): WindowUse {
  if (windows.length === 0) throw new Error('No window to add');
  return windows.slice(1).reduce(addWindows, windows[0]!);
}

/** Catalogue reads and checkouts the API processes answered over the window, by their own counts. */
export const readsIn = (use: WindowUse): number => use.apis.reduce((n, api) => n + api.requests.reads, 0);
export const ordersIn = (use: WindowUse): number => use.apis.reduce((n, api) => n + api.requests.checkouts, 0);

/** The API processes' CPU together, and what they answered together. */
export function apiTotals(use: WindowUse): { cpuMs: number; requests: number } {
  return { cpuMs: use.apis.reduce((ms, api) => ms + api.cpuMs, 0), requests: use.apis.reduce((n, api) => n + totalRequests(api.requests), 0) };
}

/** PostgreSQL's CPU for this run: its own connections' backends and the server's processes (other clients' left out). */
export const postgresForRun = (postgres: PostgresCpu | null): number | null => (postgres ? postgres.ownBackendsMs + postgres.serverMs : null);

async function rollbacks(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT xact_rollback::text AS n FROM pg_stat_database WHERE datname = current_database()');
  return Number(rows[0]!.n);
}

/** CPU a watched process used between two snapshots; it must have lived through both. */
function usedBy(before: ReadonlyMap<string, ProcStat>, after: ReadonlyMap<string, ProcStat>, pid: number, what: string): number {
  const [earlier, later] = [before.get(String(pid)), after.get(String(pid))];
  if (!earlier || !later) throw new Error(`${what} (pid ${pid}) was not running through the window, or /proc is missing`);
  return later.cpuMs - earlier.cpuMs;
}

/**
 * Runs `work` and measures what every process used meanwhile: each API process's CPU and the
 * requests it counted (its /metrics, read just before and after, outside the CPU window), HAProxy's,
 * PostgreSQL's (split by whose work), the load generators' (`generatorsMs` of the result), this
 * process's, every other process's and the machine's.
 */
export async function measureWindow<T>(options: {
  apis: readonly WatchedApi[];
  balancerPid: number | null;
  /** A connection pool for pg_stat_activity (its own application name: not counted as the run's). */
  observer: pg.Pool;
  /** The application name of the API processes' connections. */
  application: string;
  work: () => Promise<T>;
  generatorsMs: (result: T) => number | null;
}): Promise<{ result: T; use: WindowUse }> {
  const { apis, balancerPid } = options;
  const requestsBefore = await Promise.all(apis.map((api) => fetchRequestCounts(api.baseUrl)));
  const rollbacksBefore = await rollbacks(options.observer);
  const machineBefore = machineCpu();
  const before = processesCpu();
  const started = now();
  const result = await options.work();
  const elapsedMs = now() - started;
  const after = processesCpu();
  const machineAfter = machineCpu();
  const activity = await postgresActivity(options.observer);
  const requestsAfter = await Promise.all(apis.map((api) => fetchRequestCounts(api.baseUrl)));
  const rollbacksAfter = await rollbacks(options.observer);
  const self = String(process.pid);
  const postgresAfter = postgresProcessesCpu(after);
  return {
    result,
    use: {
      elapsedMs,
      apis: apis.map((api, i) => ({ name: api.name, cpuMs: usedBy(before, after, api.pid, api.name), requests: requestsBetween(requestsBefore[i]!, requestsAfter[i]!) })),
      balancerMs: balancerPid === null ? null : usedBy(before, after, balancerPid, 'HAProxy'),
      postgres: postgresAfter.size === 0 ? null : splitPostgresCpu(postgresProcessesCpu(before), postgresAfter, activity, options.application),
      loadGeneratorsMs: options.generatorsMs(result),
      benchMs: after.has(self) ? usedBy(before, after, process.pid, 'this process') : null,
      // This process, its children (the API processes, HAProxy, the load generators) and PostgreSQL are counted above.
      otherProcesses: after.size === 0 ? null : otherProcessesCpu(before, after, (pid, stat) => pid === self || stat.ppid === process.pid || stat.comm === 'postgres'),
      machine: machineBefore && machineAfter ? { busyMs: machineAfter.busyMs - machineBefore.busyMs, totalMs: machineAfter.busyMs + machineAfter.idleMs - machineBefore.busyMs - machineBefore.idleMs } : null,
      databaseRollbacks: rollbacksAfter - rollbacksBefore,
    },
  };
}
