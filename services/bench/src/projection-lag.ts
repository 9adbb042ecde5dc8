import { compareCheckpoints, type LogCheckpoint } from '@keyledger/event-store';
import { percentile } from './http-load.js';
import { now } from './timing.js';

/**
 * Projection lag under load: how long after a checkout commits the projection has applied it.
 *
 * A sampler asks the database for the log head (the event with the highest global_position,
 * with its transaction id) every few milliseconds, and notes the projection runner's in-memory
 * checkpoint (the (transaction id, position) it has applied up to, moved right after each batch
 * commits) whenever it changes. For every head position seen for the first time, the commit
 * happened after the previous head query started (that query did not see it) and before this
 * one ended; the projection applied it at the first checkpoint note at or past it, in the runner's
 * own (transaction id, position) order. Lag = that note's time − the previous head query's start:
 * an upper bound, over by at most the sampling gap.
 */

export interface HeadSample {
  /** When the head query was sent and answered (performance.now() milliseconds). */
  startMs: number;
  endMs: number;
  /** The newest event committed by then; null while the log is empty. */
  head: LogCheckpoint | null;
}

export interface CheckpointSample {
  atMs: number;
  checkpoint: LogCheckpoint;
}

export interface ProjectionLag {
  /** New head positions with a known earlier sample (the first sample is only a starting point). */
  heads: number;
  /** Heads the checkpoint never reached while sampling. */
  unapplied: number;
  /** Upper-bound lag of each applied head, ascending. */
  lagsMs: number[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Median of (this head query's end − the previous one's start): how much a lag can be overstated. */
  resolutionMs: number;
}

/** The index of the first checkpoint sample at or past `target`; samples only ever move forward. */
function firstReaching(checkpoints: readonly CheckpointSample[], target: LogCheckpoint): number {
  let lo = 0;
  let hi = checkpoints.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareCheckpoints(checkpoints[mid]!.checkpoint, target) >= 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function projectionLag(heads: readonly HeadSample[], checkpoints: readonly CheckpointSample[]): ProjectionLag {
  return lagOfHeads(heads, (head) => {
    const reached = firstReaching(checkpoints, head);
    return reached === checkpoints.length ? null : checkpoints[reached]!.atMs;
  });
}

/**
 * The lag of every new head: `appliedAtMs(head)` answers when the projection was first seen past
 * it (null: never while sampling), and the lag is that − the previous head query's start.
 */
export function lagOfHeads<Head extends LogCheckpoint>(
  heads: ReadonlyArray<{ startMs: number; endMs: number; head: Head | null }>,
  appliedAtMs: (head: Head) => number | null,
): ProjectionLag {
  const lags: number[] = [];
  const resolutions: number[] = [];
  let counted = 0;
  let unapplied = 0;
  for (let k = 1; k < heads.length; k++) {
    const previous = heads[k - 1]!;
    const sample = heads[k]!;
    if (!sample.head || (previous.head && sample.head.position <= previous.head.position)) continue;
    counted += 1;
    resolutions.push(sample.endMs - previous.startMs);
    const appliedAt = appliedAtMs(sample.head);
    if (appliedAt === null) {
      unapplied += 1;
      continue;
    }
    lags.push(Math.max(0, appliedAt - previous.startMs));
  }
  lags.sort((a, b) => a - b);
  const sorted = Float64Array.from(lags);
  return {
    heads: counted,
    unapplied,
    lagsMs: lags,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: lags.length ? lags[lags.length - 1]! : Number.NaN,
    resolutionMs: percentile(Float64Array.from(resolutions), 0.5),
  };
}

interface Queryable {
  query(sql: string): Promise<{ rows: Array<Record<string, unknown>> }>;
}

const HEAD_SQL = 'SELECT transaction_id::text AS transaction_id, global_position FROM events ORDER BY global_position DESC LIMIT 1';

export interface LagSampler {
  /**
   * Ends sampling once the checkpoint has reached the last head seen (or `settleMs` passed), so
   * the heads of the last moments of load are measured too. Returns what was sampled.
   */
  stop(settleMs: number): Promise<{ heads: HeadSample[]; checkpoints: CheckpointSample[] }>;
}

/**
 * Starts sampling: the head on `db` (a connection of its own, so the API's pool is not touched)
 * every `intervalMs`, and `checkpoint()` (the runner's in-memory status) every millisecond the
 * event loop allows, noted when it changes.
 */
export function startLagSampler(db: Queryable, checkpoint: () => LogCheckpoint, intervalMs: number): LagSampler {
  const heads: HeadSample[] = [];
  const checkpoints: CheckpointSample[] = [];
  const note = () => {
    const current = checkpoint();
    const last = checkpoints[checkpoints.length - 1];
    if (!last || compareCheckpoints(current, last.checkpoint) !== 0) checkpoints.push({ atMs: now(), checkpoint: { ...current } });
  };
  note();
  const poller = setInterval(note, 1);
  let running = true;
  let settleUntil = Number.POSITIVE_INFINITY;
  const settled = () => {
    const last = heads[heads.length - 1]?.head;
    const reached = checkpoints[checkpoints.length - 1]?.checkpoint;
    return !last || (reached !== undefined && compareCheckpoints(reached, last) >= 0);
  };
  const loop = (async () => {
    while (running) {
      const startMs = now();
      const { rows } = await db.query(HEAD_SQL);
      const endMs = now();
      note();
      const row = rows[0];
      heads.push({ startMs, endMs, head: row ? { transactionId: String(row.transaction_id), position: Number(row.global_position) } : null });
      if (now() >= settleUntil || (settleUntil !== Number.POSITIVE_INFINITY && settled())) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (now() - startMs))));
    }
  })();
  loop.catch(() => undefined); // reported by stop(); not an unhandled rejection meanwhile
  return {
    async stop(settleMs) {
      settleUntil = now() + settleMs;
      try {
        await loop;
      } finally {
        running = false;
        clearInterval(poller);
      }
      note();
      return { heads, checkpoints };
    },
  };
}
