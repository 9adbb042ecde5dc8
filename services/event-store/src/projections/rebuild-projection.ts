import type { EventStore } from '../event-store.js';
import { compareCheckpoints } from '../read/read-log-batch.js';
import type { LogCheckpoint } from '../types.js';
import { applyNextBatch } from './apply-batch.js';
import { deleteCheckpoint, loadCheckpoint, setCheckpoint } from './checkpoint-store.js';
import { physicalTableName, projectionContext, type Projection } from './projection.js';

export interface RebuildOptions {
  batchSize?: number;
  /** How long to wait for transactions open at the start to finish (default 10 minutes). */
  timeoutMs?: number;
  /** Called after each shadow batch: progress reports, and tests that look at the live tables mid-rebuild. */
  onShadowBatch?: (eventsApplied: number) => Promise<void> | void;
}

export interface RebuildResult {
  eventsApplied: number;
}

const shadowCheckpointName = (projection: Projection) => `${projection.name}__shadow`;

/**
 * Rebuilds a projection from the start of the log into shadow tables while the live tables keep
 * serving (and the live runner keeps updating them), then swaps them in one transaction.
 *
 * The swap takes the live tables' exclusive locks before the checkpoint row, the same order a
 * live batch ends in, so the two cannot deadlock; a live batch that loses simply rolls back.
 */
export async function rebuildProjection(
  store: EventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 1_000;
  const shadowName = shadowCheckpointName(projection);

  await store.transaction(async (tx) => {
    for (const table of projection.tables) await tx.query(`DROP TABLE IF EXISTS "${physicalTableName(table, 'shadow')}"`);
    await projection.createTables(projectionContext(tx, 'shadow'));
    await setCheckpoint(tx, shadowName, { transactionId: '0', position: 0 }, 0);
  });

  // The rebuild includes at least everything committed before it started, waiting out open
  // transactions that hold the read horizon back; the swap then adds whatever else is safe.
  const target = await lastCommittedCheckpoint(store);
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  let eventsApplied = 0;
  let reached: LogCheckpoint = { transactionId: '0', position: 0 };
  for (;;) {
    const outcome = await applyNextBatch(store, projection, { checkpointName: shadowName, tables: 'shadow', batchSize });
    if (outcome.scanned > 0) {
      eventsApplied += outcome.applied;
      reached = outcome.checkpoint;
      await options.onShadowBatch?.(eventsApplied);
      continue;
    }
    if (!target || compareCheckpoints(reached, target) >= 0) break;
    if (Date.now() > deadline) throw new Error(`Rebuild of ${projection.name} could not reach the log's end: a transaction stays open`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  await store.transaction(async (tx) => {
    for (const table of projection.tables) {
      await tx.query(`LOCK TABLE "${physicalTableName(table, 'live')}" IN ACCESS EXCLUSIVE MODE`);
    }
    await loadCheckpoint(tx, projection.name, true);
    // Whatever was appended since the last shadow batch goes in under the locks.
    let shadow = await loadCheckpoint(tx, shadowName, true);
    for (;;) {
      const batch = await store.readLogBatch(shadow.checkpoint, batchSize, { db: tx });
      if (batch.events.length === 0) break;
      const relevant = batch.events.filter((e) => !projection.eventTypes || projection.eventTypes.includes(e.type));
      if (relevant.length > 0) await projection.apply(projectionContext(tx, 'shadow'), relevant);
      shadow = { checkpoint: batch.next, eventsApplied: shadow.eventsApplied + relevant.length };
      eventsApplied += relevant.length;
    }
    for (const table of projection.tables) {
      await tx.query(`DROP TABLE "${physicalTableName(table, 'live')}"`);
      await tx.query(`ALTER TABLE "${physicalTableName(table, 'shadow')}" RENAME TO "${physicalTableName(table, 'live')}"`);
    }
    await setCheckpoint(tx, projection.name, shadow.checkpoint, shadow.eventsApplied);
    await deleteCheckpoint(tx, shadowName);
  });
  return { eventsApplied };
}

/** The last committed event in log order, as a checkpoint: every committed event is at or before it. */
async function lastCommittedCheckpoint(store: EventStore): Promise<LogCheckpoint | null> {
  const result = await store.pool.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position FROM events
      ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
  );
  const row = result.rows[0];
  return row ? { transactionId: row.transaction_id, position: Number(row.global_position) } : null;
}
