import type { EventStore } from '../event-store.js';
import type { LogCheckpoint } from '../types.js';
import { advanceCheckpoint, loadCheckpoint } from './checkpoint-store.js';
import { acceptsEvent, projectionContext, type Projection, type TableSet } from './projection.js';

export interface BatchOutcome {
  /** Events read from the log (relevant or not). 0 means the projection is caught up. */
  scanned: number;
  applied: number;
  checkpoint: LogCheckpoint;
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
  },
): Promise<BatchOutcome> {
  const from = options.from ?? (await loadCheckpoint(store.pool, options.checkpointName)).checkpoint;
  const batch = await store.readLogBatch(from, options.batchSize, options.upTo ? { upTo: options.upTo } : {});
  if (batch.events.length === 0) return { scanned: 0, applied: 0, checkpoint: from };
  const relevant = batch.events.filter((e) => acceptsEvent(projection, e));

  if (relevant.length === 0) {
    // Nothing to write but the checkpoint: one autocommit statement instead of a transaction.
    if (!(await advanceCheckpoint(store.pool, options.checkpointName, from, batch.next, 0))) {
      throw new CheckpointMovedError(`Checkpoint of ${options.checkpointName} moved during a batch`);
    }
    return { scanned: batch.events.length, applied: 0, checkpoint: batch.next };
  }
  await store.transaction(async (tx) => {
    await projection.apply(projectionContext(tx, options.tables), relevant);
    const moved = await advanceCheckpoint(tx, options.checkpointName, from, batch.next, relevant.length);
    if (!moved) throw new CheckpointMovedError(`Checkpoint of ${options.checkpointName} moved during a batch`);
  });
  return { scanned: batch.events.length, applied: relevant.length, checkpoint: batch.next };
}
