import type { LogCheckpoint, Queryable } from '@keyledger/event-store';
import { InvalidRequestError } from '../../common/app-errors.js';

/** Where in the log a report stops, and the time it was asked for (if asked by time). */
export interface ReportBounds {
  /** The last event to read, in log order; null: up to the log's gap-safe end when the read gets there. */
  upTo: LogCheckpoint | null;
  asOfTime: string | null;
}

const refused = (message: string) => new InvalidRequestError(message, [{ field: 'asOf', message }]);

/**
 * The log's end as a report sees it: `asOf` a position P → the log as its gap-safe readers had it
 * when P was the last event read (every event before P in log order, P included); `asOf` a time T →
 * the log up to its last event recorded at or before T, in the order the report reads (so the
 * position the report states gives the same report again, byte for byte); none → the log up to
 * its gap-safe end. A position past the end of the log, or a time in the future, is refused.
 *
 * The end is found by reading forward until nothing more is safe to read, as the projections do
 * (not by a backward look-up of the newest event, which embedded PGlite was seen to answer with an
 * older one for a while after many appends).
 */
export async function reportBounds(db: Queryable, asOf: string | undefined, now = Date.now()): Promise<ReportBounds> {
  if (asOf !== undefined && /^\d+$/.test(asOf)) {
    const position = Number(asOf);
    const head = await db.query<{ position: string | null }>('SELECT max(global_position) AS position FROM events');
    const last = Number(head.rows[0]?.position ?? 0);
    if (position > last) throw refused(`asOf is beyond the end of the log (position ${last})`);
    // The event at P (or, when P is a position no event kept, the one before it) on the primary key.
    const at = await db.query<{ transaction_id: string; global_position: string }>(
      'SELECT transaction_id::text AS transaction_id, global_position FROM events WHERE global_position <= $1 ORDER BY global_position DESC LIMIT 1',
      [position],
    );
    const found = at.rows[0];
    return { upTo: found ? { transactionId: found.transaction_id, position: Number(found.global_position) } : { transactionId: '0', position: 0 }, asOfTime: null };
  }
  if (asOf === undefined) return { upTo: null, asOfTime: null };
  const time = Date.parse(asOf);
  if (time > now) throw refused('asOf is in the future: the log has nothing recorded after now');
  return { upTo: await lastRecordedBy(db, new Date(time)), asOfTime: new Date(time).toISOString() };
}

/**
 * The last event in log order (transaction, position) recorded at or before `time`, among the
 * events gap-safe readers can see; the log's start when there is none. An event recorded later
 * that sits before it in log order (a command's own earlier clock, or a transaction that began
 * before and committed after) is read with it: the report is a prefix of the log, like every
 * reader's, never the log with holes.
 */
async function lastRecordedBy(db: Queryable, time: Date): Promise<LogCheckpoint> {
  const found = await db.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position FROM events
      WHERE recorded_at <= $1 AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
    [time],
  );
  const last = found.rows[0];
  return last ? { transactionId: last.transaction_id, position: Number(last.global_position) } : { transactionId: '0', position: 0 };
}
