import { LoadGeneratorProcess } from './load-generator-process.js';
import type { LoadRequest, LoadRun } from './load-worker.js';

export type { LoadRun } from './load-worker.js';

/**
 * One autocannon run against `url`, from a child process of its own (load-generator-process.ts):
 * the servers under test keep this process to themselves (its event loop, heap and memory), and
 * the load generator gets its own.
 */
export async function runLoad(
  url: string,
  connections: number,
  durationMs: number,
  headers?: Record<string, string>,
  more: Pick<LoadRequest, 'paths' | 'notModifiedIsOk'> = {},
): Promise<LoadRun> {
  const request: LoadRequest = { url, connections, durationMs, ...(headers ? { headers } : {}), ...more };
  const generator = new LoadGeneratorProcess<LoadRequest, LoadRun>(new URL('./load-worker.js', import.meta.url));
  try {
    return await generator.request(request);
  } finally {
    await generator.close();
  }
}

/** Several runs taken as one: counts and time add up, latencies are pooled. */
export function combineRuns(runs: readonly LoadRun[]): LoadRun {
  const latencies = new Float64Array(runs.reduce((n, r) => n + r.latenciesMs.length, 0));
  let offset = 0;
  for (const run of runs) {
    latencies.set(run.latenciesMs, offset);
    offset += run.latenciesMs.length;
  }
  return {
    ok: runs.reduce((n, r) => n + r.ok, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
    elapsedMs: runs.reduce((n, r) => n + r.elapsedMs, 0),
    latenciesMs: latencies,
    ...(runs.some((r) => r.statuses) ? { statuses: addStatuses(runs.map((r) => r.statuses ?? {})) } : {}),
  };
}

/** Answers by status code, summed over several counts. */
export function addStatuses(counts: ReadonlyArray<Record<string, number>>): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const count of counts) for (const [status, n] of Object.entries(count)) sum[status] = (sum[status] ?? 0) + n;
  return sum;
}

/** The q-quantile (0..1) of the latencies, nearest rank. */
export function percentile(latenciesMs: Float64Array, q: number): number {
  if (latenciesMs.length === 0) return Number.NaN;
  const sorted = Float64Array.from(latenciesMs).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}
