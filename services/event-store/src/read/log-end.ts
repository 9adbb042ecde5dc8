import type { Queryable } from '../db/queryable.js';

/**
 * The position of the log's last event in its own (transaction id, position) order: what a reader
 * that has read everything committed so far has reached (0 for an empty log).
 *
 * It is not always the highest position. A transaction that took its id early (a row lock, an
 * earlier write) and appended late holds the highest position but is read before a younger
 * transaction's smaller one, so waiting for the highest position can end with events unread.
 * Wait for this position instead (a projection's `waitForPosition`, a relay's cursor).
 */
export async function logEndPosition(db: Queryable): Promise<number> {
  const last = await db.query<{ position: string }>('SELECT global_position AS position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1');
  return Number(last.rows[0]?.position ?? 0);
}
