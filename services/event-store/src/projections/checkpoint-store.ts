import { preparedQuery } from '../db/prepared-query.js';
import type { Queryable } from '../db/queryable.js';
import type { LogCheckpoint } from '../types.js';

export interface StoredCheckpoint {
  checkpoint: LogCheckpoint;
  eventsApplied: number;
}

export async function ensureCheckpoint(db: Queryable, name: string): Promise<void> {
  await db.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
}

export async function loadCheckpoint(db: Queryable, name: string, forUpdate = false): Promise<StoredCheckpoint> {
  const result = await preparedQuery<{ last_transaction_id: string; last_position: string; events_applied: string }>(
    db,
    forUpdate ? 'kl_load_checkpoint_for_update' : 'kl_load_checkpoint',
    `SELECT last_transaction_id::text AS last_transaction_id, last_position, events_applied
       FROM projection_checkpoints WHERE name = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [name],
  );
  const row = result.rows[0];
  if (!row) return { checkpoint: { transactionId: '0', position: 0 }, eventsApplied: 0 };
  return {
    checkpoint: { transactionId: row.last_transaction_id, position: Number(row.last_position) },
    eventsApplied: Number(row.events_applied),
  };
}

/**
 * Moves the checkpoint from `from` to `to` inside the read-model transaction. Returns false when
 * the stored checkpoint is no longer `from` (another runner or a swap moved it): roll back then.
 */
export async function advanceCheckpoint(
  tx: Queryable,
  name: string,
  from: LogCheckpoint,
  to: LogCheckpoint,
  applied: number,
): Promise<boolean> {
  const result = await preparedQuery(
    tx,
    'kl_advance_checkpoint',
    `UPDATE projection_checkpoints
        SET last_transaction_id = $4::xid8, last_position = $5, events_applied = events_applied + $6, updated_at = now()
      WHERE name = $1 AND last_transaction_id = $2::xid8 AND last_position = $3`,
    [name, from.transactionId, from.position, to.transactionId, to.position, applied],
  );
  return result.rowCount === 1;
}

export async function setCheckpoint(tx: Queryable, name: string, to: LogCheckpoint, eventsApplied: number): Promise<void> {
  await tx.query(
    `INSERT INTO projection_checkpoints (name, last_transaction_id, last_position, events_applied)
     VALUES ($1, $2::xid8, $3, $4)
     ON CONFLICT (name) DO UPDATE SET last_transaction_id = EXCLUDED.last_transaction_id,
       last_position = EXCLUDED.last_position, events_applied = EXCLUDED.events_applied, updated_at = now()`,
    [name, to.transactionId, to.position, eventsApplied],
  );
}

export async function deleteCheckpoint(tx: Queryable, name: string): Promise<void> {
  await tx.query('DELETE FROM projection_checkpoints WHERE name = $1', [name]);
}

/**
 * The log checkpoint of the event at `position` (null when there is none): what a projection's
 * checkpoint must have reached for that event to be applied (read-after-write waits).
 */
export async function checkpointAt(db: Queryable, position: number): Promise<LogCheckpoint | null> {
  const found = await preparedQuery<{ transaction_id: string }>(
    db,
    'kl_checkpoint_at',
    'SELECT transaction_id::text AS transaction_id FROM events WHERE global_position = $1',
    [position],
  );
  const row = found.rows[0];
  return row ? { transactionId: row.transaction_id, position } : null;
}
