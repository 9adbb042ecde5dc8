import { readFileSync } from 'node:fs';

/** /proc/stat counts in USER_HZ ticks, 100 a second (as /proc/<pid>/stat; see cpu-time.ts). */
const MS_PER_TICK = 10;

/** The whole machine's CPU time so far, summed over its cores, in ms. */
export interface MachineCpu {
  /** Time the cores ran anything: user, nice, system, interrupts, and time stolen by the hypervisor. */
  busyMs: number;
  /** Time they waited: idle and I/O wait. */
  idleMs: number;
}

/**
 * The `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal (guest time is
 * already in user and nice, so it is not added again).
 */
export function parseMachineCpu(procStat: string): MachineCpu {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('No cpu line in /proc/stat');
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if ([user, nice, system, idle, iowait, irq, softirq].some((n) => !Number.isFinite(n))) throw new Error(`Not a /proc/stat cpu line: ${line}`);
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  return { busyMs: busy * MS_PER_TICK, idleMs: (idle! + iowait!) * MS_PER_TICK };
}

/** Null where there is no /proc (not Linux). */
export function machineCpu(): MachineCpu | null {
  try {
    return parseMachineCpu(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}
