import type { LogCheckpoint, Queryable } from '@keyledger/event-store';
import { InvalidRequestError } from '../../common/app-errors.js';

/** Where in the log a report stops, and the moment it leaves out events after (if asked by time). */
export interface ReportBounds {
  upTo: LogCheckpoint;
  recordedUpTo?: number;
  asOfTime: string | null;
}

const refused = (message: string) => new InvalidRequestError(message, [{ field: 'asOf', message }]);

/**
 * The log's end as a report sees it: `asOf` a position P → the log as its gap-safe readers had it
 * when P was the last event read (every event before P in log order, P included); `asOf` a time →
 * the log's gap-safe end now, leaving out events recorded after that time; none → the log's
 * gap-safe end now. A position past the end of the log, or a time in the future, is refused.
 */
export async function reportBounds(db: Queryable, asOf: string | undefined, now = Date.now()): Promise<ReportBounds> {
  if (asOf !== undefined && /^\d+$/.test(asOf)) {
    const position = Number(asOf);
    const at = await db.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM events
        WHERE global_position <= $1 AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY global_position DESC LIMIT 1`,
      [position],
    );
    const head = await logEnd(db);
    if (position > head.position) throw refused(`asOf is beyond the end of the log (position ${head.position})`);
    const found = at.rows[0];
    return { upTo: found ? { transactionId: found.transaction_id, position: Number(found.global_position) } : { transactionId: '0', position: 0 }, asOfTime: null };
  }
  const upTo = await logEnd(db);
  if (asOf === undefined) return { upTo, asOfTime: null };
  const time = Date.parse(asOf);
  if (time > now) throw refused('asOf is in the future: the log has nothing recorded after now');
  return { upTo, recordedUpTo: time, asOfTime: new Date(time).toISOString() };
}

/** The last event a gap-safe reader can read now (every transaction before it has ended). */
async function logEnd(db: Queryable): Promise<LogCheckpoint> {
  const end = await db.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position FROM events
      WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const row = end.rows[0];
  return row ? { transactionId: row.transaction_id, position: Number(row.global_position) } : { transactionId: '0', position: 0 };
}
