import type { TransactionRunner } from '../db/shared-transactions.js';
import type { EventStore } from '../event-store.js';
import type { LogCheckpoint } from '../types.js';
import { advanceCheckpoint, loadCheckpoint } from './checkpoint-store.js';
import { acceptsEvent, projectionContext, type Projection, type TableSet } from './projection.js';

export interface BatchOutcome {
  /** Events read from the log (relevant or not). 0 means the projection is caught up. */
  scanned: number;
  applied: number;
  checkpoint: LogCheckpoint;
  /** Where the stored checkpoint now stands (behind `checkpoint` after a deferred move). */
  stored: LogCheckpoint;
}

/** Raised when the stored checkpoint moved under this batch; the batch was rolled back. */
export class CheckpointMovedError extends Error {}

/**
 * Reads the next batch after the stored checkpoint and applies it in one transaction together
 * with the checkpoint move, so the read model and its checkpoint can never disagree.
 */
export async function applyNextBatch(
  store: EventStore,
  projection: Projection,
  options: {
    checkpointName: string;
    tables: TableSet;
    batchSize: number;
    upTo?: LogCheckpoint;
    /**
     * Where the caller believes the checkpoint is (a runner keeps it in memory), saving the
     * look-up; the compare-and-set move still refuses the batch if it is wrong.
     */
    from?: LogCheckpoint;
    /**
     * Given by a caller that keeps `from` in memory ahead of the stored checkpoint (which is
     * here): a batch with nothing relevant then writes nothing, and the next relevant batch moves
     * the row from here. Without it every batch moves the row.
     */
    stored?: LogCheckpoint;
    /** A shared log read started after this moment will do (see EventStore.readLogBatch). */
    readStartedAfter?: number;
    /** Runs the batch's transaction; SharedTransactions.run commits it with other runners' batches. Default: a transaction of its own. */
    transaction?: TransactionRunner;
  },
): Promise<BatchOutcome> {
  const from = options.from ?? (await loadCheckpoint(store.pool, options.checkpointName)).checkpoint;
  const stored = options.stored ?? from;
  const batch = await store.readLogBatch(from, options.batchSize, { upTo: options.upTo, startedAfter: options.readStartedAfter });
  if (batch.events.length === 0) return { scanned: 0, applied: 0, checkpoint: from, stored };
  const relevant = batch.events.filter((e) => acceptsEvent(projection, e));

  if (relevant.length === 0) {
    if (options.stored) return { scanned: batch.events.length, applied: 0, checkpoint: batch.next, stored };
    // Nothing to write but the checkpoint: one autocommit statement instead of a transaction.
    if (!(await advanceCheckpoint(store.pool, options.checkpointName, stored, batch.next, 0))) {
      throw new CheckpointMovedError(`Checkpoint of ${options.checkpointName} moved during a batch`);
    }
    return { scanned: batch.events.length, applied: 0, checkpoint: batch.next, stored: batch.next };
  }
  const transaction: TransactionRunner = options.transaction ?? ((work) => store.transaction(work));
  await transaction(async (tx) => {
    // Issued together, so that BEGIN, the checkpoint move and the projection's first statement
    // share a round trip (the store's clients pipeline); either failing rolls back both.
    const [, moved] = await Promise.all([
      projection.apply(projectionContext(tx, options.tables), relevant),
      advanceCheckpoint(tx, options.checkpointName, stored, batch.next, relevant.length),
    ]);
    if (!moved) throw new CheckpointMovedError(`Checkpoint of ${options.checkpointName} moved during a batch`);
  });
  return { scanned: batch.events.length, applied: relevant.length, checkpoint: batch.next, stored: batch.next };
}
