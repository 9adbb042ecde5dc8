import { compareCheckpoints, type LogCheckpoint } from '@keyledger/event-store';
import type pg from 'pg';
import { lagOfHeads, type ProjectionLag } from './projection-lag.js';
import { now } from './timing.js';

/**
 * Projection lag through Kafka: how long after a checkout commits the projectors (other
 * processes) have applied it. As projection-lag.ts, with one difference: the projectors' progress
 * is per partition (kafka_projector_partitions, moved in each batch's transaction), so a head is
 * applied once the progress of ITS stream's partition has reached it.
 *
 * Heads (with their stream) are sampled every `intervalMs` on one connection; the progress rows
 * on another, back to back, noted when they change (at the moment the answer arrived: the rows
 * were committed before the query started, so this overstates the lag by at most one query).
 */
export interface KafkaHeadSample {
  startMs: number;
  endMs: number;
  head: (LogCheckpoint & { partition: number }) | null;
}

export interface ProgressSample {
  atMs: number;
  /** Index: partition. */
  checkpoints: LogCheckpoint[];
}

const ZERO: LogCheckpoint = { transactionId: '0', position: 0 };

export function kafkaProjectionLag(heads: readonly KafkaHeadSample[], progress: readonly ProgressSample[]): ProjectionLag {
  return lagOfHeads(heads, (head) => {
    // A partition's progress only moves forward: binary search for the first sample past the head.
    let lo = 0;
    let hi = progress.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareCheckpoints(progress[mid]!.checkpoints[head.partition] ?? ZERO, head) >= 0) hi = mid;
      else lo = mid + 1;
    }
    return lo === progress.length ? null : progress[lo]!.atMs;
  });
}

const HEAD_SQL = 'SELECT transaction_id::text AS transaction_id, global_position, stream_id FROM events ORDER BY global_position DESC LIMIT 1';
const PROGRESS_SQL = 'SELECT partition, last_transaction_id::text AS transaction_id, last_position FROM kafka_projector_partitions WHERE topic = $1';

/** Samples heads on `heads` (connected) and progress on `progressDb` (connected here, ended at stop) until stop(); answers the lag. */
export function startKafkaLagSampler(
  heads: pg.Client,
  progressDb: pg.Client,
  options: { topic: string; partitions: number; partitionOf(streamId: string, partitions: number): number; intervalMs: number },
): { stop(settleMs: number): Promise<ProjectionLag> } {
  const headSamples: KafkaHeadSample[] = [];
  const progress: ProgressSample[] = [];
  let running = true;
  let settleUntil = Number.POSITIVE_INFINITY;
  /** The newest head seen of each partition: sampling settles once every partition has passed its own. */
  const newestHeads = new Map<number, LogCheckpoint>();
  const covered = () => {
    const reached = progress[progress.length - 1]?.checkpoints;
    if (!reached) return newestHeads.size === 0;
    for (const [partition, head] of newestHeads) if (compareCheckpoints(reached[partition] ?? ZERO, head) < 0) return false;
    return true;
  };
  const progressLoop = (async () => {
    await progressDb.connect();
    let lastKey = '';
    while (running) {
      const { rows } = await progressDb.query<{ partition: number; transaction_id: string; last_position: string }>(PROGRESS_SQL, [options.topic]);
      const atMs = now();
      const checkpoints = Array.from({ length: options.partitions }, () => ZERO);
      for (const row of rows) checkpoints[row.partition] = { transactionId: row.transaction_id, position: Number(row.last_position) };
      const key = checkpoints.map((c) => `${c.transactionId}/${c.position}`).join(',');
      if (key !== lastKey) progress.push({ atMs, checkpoints });
      lastKey = key;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  const headLoop = (async () => {
    while (running) {
      const startMs = now();
      const { rows } = await heads.query<{ transaction_id: string; global_position: string; stream_id: string }>(HEAD_SQL);
      const endMs = now();
      const row = rows[0];
      if (row) newestHeads.set(options.partitionOf(row.stream_id, options.partitions), { transactionId: row.transaction_id, position: Number(row.global_position) });
      headSamples.push({
        startMs,
        endMs,
        head: row ? { transactionId: row.transaction_id, position: Number(row.global_position), partition: options.partitionOf(row.stream_id, options.partitions) } : null,
      });
      if (now() >= settleUntil || (settleUntil !== Number.POSITIVE_INFINITY && covered())) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, options.intervalMs - (now() - startMs))));
    }
  })();
  progressLoop.catch(() => undefined);
  headLoop.catch(() => undefined);
  return {
    async stop(settleMs) {
      settleUntil = now() + settleMs;
      try {
        await headLoop;
      } finally {
        running = false;
      }
      await progressLoop;
      await progressDb.end().catch(() => undefined);
      return kafkaProjectionLag(headSamples, progress);
    },
  };
}
