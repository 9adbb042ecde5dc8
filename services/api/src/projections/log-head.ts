import type { LogCheckpoint, Queryable } from '@keyledger/event-store';

/** Past this many events the lag is estimated from positions rather than counted: /health stays cheap on a far-behind reader. */
const LAG_COUNTED_UP_TO = 100_000;

/** The position of the last event in the log (0 when it is empty). */
export async function logHeadPosition(db: Queryable): Promise<number> {
  const head = await db.query<{ position: string | null }>('SELECT max(global_position) AS position FROM events');
  return Number(head.rows[0]?.position ?? 0);
}

/**
 * Events in the log after a checkpoint, in the log's own (transaction id, position) order.
 * "head − position" is not that: a transaction with a smaller id may have taken a larger
 * position, so a reader that has read everything can sit below the highest position and would
 * show a lag that never goes away. Counted up to LAG_COUNTED_UP_TO, then estimated from positions.
 */
export async function eventsAfterCheckpoint(db: Queryable, checkpoint: LogCheckpoint, headPosition: number): Promise<number> {
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) LIMIT ${LAG_COUNTED_UP_TO}) AS after`,
    [checkpoint.transactionId, checkpoint.position],
  );
  const n = counted.rows[0]!.n;
  return n < LAG_COUNTED_UP_TO ? n : Math.max(n, headPosition - checkpoint.position);
}
