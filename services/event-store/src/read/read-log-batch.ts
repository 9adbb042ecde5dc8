import { preparedQuery } from '../db/prepared-query.js';
import type { Queryable } from '../db/queryable.js';
import type { LogCheckpoint, RecordedEvent } from '../types.js';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-row.js';

export interface LogBatch {
  events: RecordedEvent[];
  /** Where the next batch starts; equal to `after` when nothing new is safe to read. */
  next: LogCheckpoint;
}

/**
 * Reads the next batch of the whole log after `after`, gap-safe.
 *
 * Positions come from a sequence, so a transaction that took position 10 may commit after
 * one that took 11: a reader that went by position alone would pass 10 and never see it.
 * Here the log is ordered by (writing transaction id, position), and only transactions older
 * than the oldest one still running (`pg_snapshot_xmin`) are read. Every transaction below
 * that horizon has finished, and any transaction that writes later gets a larger id, so
 * nothing can appear behind a checkpoint once it has been read.
 */
export async function readLogBatch(
  db: Queryable,
  after: LogCheckpoint,
  limit: number,
  upTo?: LogCheckpoint,
): Promise<LogBatch> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`Invalid batch size ${limit}`);
  const params: unknown[] = [after.transactionId, after.position];
  let bound = '';
  if (upTo) {
    params.push(upTo.transactionId, upTo.position);
    bound = 'AND (transaction_id, global_position) <= ($3::xid8, $4::bigint)';
  }
  // ORDER BY names events.* explicitly: the bare name would pick the text output column
  // (transaction_id::text), sorting "100000" before "99999" and bypassing the index. The limit
  // is written into the text (and the statement's name): a generic plan for a parameter limit
  // would be costed for a tenth of the table.
  const result = await preparedQuery<EventRow & Record<string, unknown>>(
    db,
    `kl_read_log_${limit}${upTo ? '_upto' : ''}`,
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ${bound}
      ORDER BY events.transaction_id, events.global_position
      LIMIT ${limit}`,
    params,
  );
  const events = result.rows.map(toRecordedEvent);
  const last = events[events.length - 1];
  return {
    events,
    next: last ? { transactionId: last.transactionId, position: last.globalPosition } : after,
  };
}

export function compareCheckpoints(a: LogCheckpoint, b: LogCheckpoint): number {
  const ax = BigInt(a.transactionId);
  const bx = BigInt(b.transactionId);
  if (ax !== bx) return ax < bx ? -1 : 1;
  return a.position === b.position ? 0 : a.position < b.position ? -1 : 1;
}
