import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Linux reports CPU times in /proc in USER_HZ ticks, which is 100 a second for every program
 * (the kernel's own tick rate does not show through).
 */
const MS_PER_TICK = 10;

/** CPU time (user + system) in milliseconds, by thread or process id, at one moment. */
export interface CpuSnapshot {
  /** This process's threads; `main` is the main thread's id (the process id). */
  threads: Map<string, number>;
  main: string;
  /** The PostgreSQL processes of this machine (server, backends, autovacuum, WAL writer...). */
  postgres: Map<string, number>;
}

/** CPU time used between two snapshots, in milliseconds. */
export interface CpuUsed {
  mainThreadMs: number;
  /** This process's other threads (worker threads, garbage collection, libuv), less any left out by cpuBetween. */
  otherThreadsMs: number;
  /** Null when no PostgreSQL process runs on this machine (a remote server). */
  postgresMs: number | null;
}

/** What a /proc/<pid>/stat (or task stat) line says of a process or thread. */
export interface ProcStat {
  comm: string;
  /** The parent's process id. */
  ppid: number;
  /** User + system time so far, ms. */
  cpuMs: number;
}

/** The command name, parent and CPU time (user + system, ms) of a /proc/<pid>/stat or task stat line. */
export function parseProcStat(line: string): ProcStat {
  // The command name is in parentheses and may itself hold spaces or ')': the last ') ' ends it.
  const open = line.indexOf('(');
  const close = line.lastIndexOf(') ');
  if (open < 0 || close < open) throw new Error(`Not a /proc stat line: ${line.slice(0, 80)}`);
  const fields = line.slice(close + 2).split(' ');
  // After the name: state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt, majflt, cmajflt, utime, stime.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`No CPU times in /proc stat line: ${line.slice(0, 80)}`);
  return { comm: line.slice(open + 1, close), ppid: Number(fields[1]), cpuMs: (utime + stime) * MS_PER_TICK };
}

/** A process or thread may end between listing and reading it. */
function readStat(path: string): ProcStat | null {
  try {
    return parseProcStat(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The calling thread: its id in /proc/self/task and its CPU time so far (ms); null where there is no /proc. */
export function currentThreadCpu(): { threadId: string; cpuMs: number } | null {
  try {
    // /proc/thread-self links to <pid>/task/<tid>.
    const threadId = readlinkSync('/proc/thread-self').split('/').pop()!;
    const stat = readStat('/proc/thread-self/stat');
    return stat ? { threadId, cpuMs: stat.cpuMs } : null;
  } catch {
    return null;
  }
}

/** Null where there is no /proc (not Linux): the report then leaves CPU out. */
export function cpuSnapshot(): CpuSnapshot | null {
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return null;
  }
  const threads = new Map<string, number>();
  for (const tid of tasks) {
    const stat = readStat(`/proc/self/task/${tid}/stat`);
    if (stat) threads.set(tid, stat.cpuMs);
  }
  return { threads, main: String(process.pid), postgres: postgresProcessesCpu() };
}

/** Every process of this machine, by process id, at one moment; none without /proc. */
export function processesCpu(): Map<string, ProcStat> {
  const processes = new Map<string, ProcStat>();
  let pids: string[];
  try {
    pids = readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const pid of pids) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat) processes.set(pid, stat);
  }
  return processes;
}

/** The PostgreSQL processes (server, backends, WAL writer...) among `processes`: their CPU time so far (ms), by process id. */
export function postgresProcessesCpu(processes: ReadonlyMap<string, ProcStat> = processesCpu()): Map<string, number> {
  const postgres = new Map<string, number>();
  for (const [pid, stat] of processes) if (stat.comm === 'postgres') postgres.set(pid, stat.cpuMs);
  return postgres;
}

/** A whole process's CPU time so far (ms, all its threads; 'self': this one); null when it has ended or there is no /proc. */
export function processCpuMs(pid: number | 'self'): number | null {
  return readStat(`/proc/${pid}/stat`)?.cpuMs ?? null;
}

/**
 * CPU used from `before` to `after` by what is alive at `after` (a thread or process born in
 * between counts whole; one that ended in between is lost, so this is a lower bound). Threads in
 * `excluded` are left out: one that may have ended before `after` is better measured by itself.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot, excluded: ReadonlySet<string> = new Set()): CpuUsed {
  const used = (ms: number, id: string, earlier: Map<string, number>) => ms - (earlier.get(id) ?? 0);
  let mainThreadMs = 0;
  let otherThreadsMs = 0;
  for (const [tid, ms] of after.threads) {
    if (excluded.has(tid)) continue;
    if (tid === after.main) mainThreadMs += used(ms, tid, before.threads);
    else otherThreadsMs += used(ms, tid, before.threads);
  }
  let postgresMs: number | null = null;
  for (const [pid, ms] of after.postgres) postgresMs = (postgresMs ?? 0) + used(ms, pid, before.postgres);
  return { mainThreadMs, otherThreadsMs, postgresMs };
}

/** Adds up the CPU of several windows (e.g. both measured halves). */
export function addCpu(a: CpuUsed, b: CpuUsed): CpuUsed {
  return {
    mainThreadMs: a.mainThreadMs + b.mainThreadMs,
    otherThreadsMs: a.otherThreadsMs + b.otherThreadsMs,
    postgresMs: a.postgresMs === null || b.postgresMs === null ? null : a.postgresMs + b.postgresMs,
  };
}

/**
 * Runs `work` and measures the CPU used meanwhile (null off Linux), leaving out the threads that
 * `excludedThreads` names from its result.
 */
export async function withCpu<T>(work: () => Promise<T>, excludedThreads: (result: T) => readonly string[] = () => []): Promise<{ result: T; cpu: CpuUsed | null }> {
  const before = cpuSnapshot();
  const result = await work();
  const after = cpuSnapshot();
  return { result, cpu: before && after ? cpuBetween(before, after, new Set(excludedThreads(result))) : null };
}
