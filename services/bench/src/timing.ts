import { performance } from 'node:perf_hooks';

export const now = (): number => performance.now();

export interface LoopResult {
  /** Completed operations (transactions, batches...). */
  operations: number;
  /** What the operations carried (events), as counted by the step. */
  units: number;
  elapsedMs: number;
}

/**
 * Runs `workers` concurrent loops of their step until `durationMs` has passed. A step returns
 * how many units it handled. Elapsed time runs until the last in-flight step finishes, so
 * operations/elapsed is a true rate. The first error stops every loop and is rethrown.
 */
export async function runFor(
  durationMs: number,
  workers: number,
  makeStep: (worker: number) => () => Promise<number>,
): Promise<LoopResult> {
  let operations = 0;
  let units = 0;
  let stop = false;
  const start = now();
  const deadline = start + durationMs;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    const step = makeStep(worker);
    try {
      while (!stop && now() < deadline) {
        // Await first: `units += await step()` would read `units` before the await and lose updates.
        const handled = await step();
        units += handled;
        operations += 1;
      }
    } catch (error) {
      stop = true;
      throw error;
    }
  });
  const settled = await Promise.allSettled(loops);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return { operations, units, elapsedMs: now() - start };
}

export const perSecond = (count: number, elapsedMs: number): number => (elapsedMs > 0 ? (count * 1000) / elapsedMs : 0);

export const formatCount = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Microseconds of CPU per order, request or transaction: `412 µs`; a dash when unknown. */
export const microsecondsPer = (ms: number | null, units: number): string => (ms === null || units === 0 ? '—' : `${formatCount((ms * 1000) / units)} µs`);

export function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1024 ? `${(mib / 1024).toFixed(1)} GiB` : `${mib.toFixed(1)} MiB`;
}

/** Kilobytes of 1,000 bytes, one decimal: `231.4 KB`. */
export const formatKb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}
