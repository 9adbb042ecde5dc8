import type { Queryable } from '@keyledger/event-store';
import { eventsAfterCheckpoint, logHeadPosition } from './log-head.js';

export interface StoredProjectionStatus {
  name: string;
  /** The stored checkpoint, or null when the projection has no checkpoint row yet (no store has run it). */
  checkpoint: { position: number; transactionId: string; eventsApplied: number; lag: number; updatedAt: Date } | null;
}

export interface StoredStatus {
  headPosition: number;
  projections: StoredProjectionStatus[];
  /** Checkpoint rows of no projection named: a rebuild's shadow (`<name>__shadow`), or a projection no longer run. */
  others: Array<{ name: string; position: number; eventsApplied: number; updatedAt: Date }>;
}

/**
 * Where each projection stands as the database records it (projection_checkpoints and the log's
 * head), without a running store: the same figures GET /health gives from the runners, except
 * that a runner keeps a checkpoint past events it does not read in memory and writes it when
 * idle, so the stored one may trail it by those events for a moment.
 */
export async function readStoredProjectionStatus(db: Queryable, names: readonly string[]): Promise<StoredStatus> {
  const rows = await db.query<{ name: string; last_transaction_id: string; last_position: string; events_applied: string; updated_at: Date }>(
    'SELECT name, last_transaction_id::text AS last_transaction_id, last_position, events_applied, updated_at FROM projection_checkpoints ORDER BY name',
  );
  const headPosition = await logHeadPosition(db);
  const byName = new Map(rows.rows.map((row) => [row.name, row]));
  return {
    headPosition,
    projections: await Promise.all(
      names.map(async (name) => {
        const row = byName.get(name);
        if (!row) return { name, checkpoint: null };
        const at = { transactionId: row.last_transaction_id, position: Number(row.last_position) };
        const lag = await eventsAfterCheckpoint(db, at, headPosition);
        return { name, checkpoint: { ...at, eventsApplied: Number(row.events_applied), lag, updatedAt: row.updated_at } };
      }),
    ),
    others: rows.rows
      .filter((row) => !names.includes(row.name))
      .map((row) => ({ name: row.name, position: Number(row.last_position), eventsApplied: Number(row.events_applied), updatedAt: row.updated_at })),
  };
}
