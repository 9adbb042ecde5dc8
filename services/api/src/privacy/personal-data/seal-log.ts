import { withTransaction } from '@keyledger/event-store';
import type pg from 'pg';
import { EVENT_CATALOGUE } from '../../events/event-catalogue.js';
import { sealEvent, type PersonalDataCodec } from './personal-data-codec.js';

/** Recorded in schema_migrations once done: the log is rewritten at most once. */
export const SEAL_LOG_MIGRATION = 'privacy/002-seal-personal-data-in-log';
const SEAL_LOG_LOCK = 7_301_947_114; // beside the migrations' lock: one process rewrites, the others wait and find it done

const SEALABLE_TYPES = EVENT_CATALOGUE.filter((entry) => entry.personal || entry.staffReason).map((entry) => entry.type);

interface StoredRow {
  global_position: string;
  transaction_id: string;
  event_type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/**
 * The one place the log is rewritten (issue 36): events written before personal data was sealed
 * hold it in clear. At the first start of a version with sealing, every such event gets the form
 * today's code writes (the same sealEvent), in one transaction, and the run is recorded in
 * schema_migrations so it never runs again. The person of an event is its data.userId, else that
 * of another event of its transaction (a command's append concerns one person), else the buyer of
 * the order it names (RefundDeclined written before it carried userId). Event ids, positions,
 * types and every other field are untouched; projections need no rebuild (they stored clear text,
 * which is what opening gives back). See docs/personal-data.md for the procedure around it.
 */
export async function sealPersonalDataInLog(pool: pg.Pool, codec: PersonalDataCodec): Promise<{ rewritten: number } | null> {
  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEAL_LOG_LOCK]);
    const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [SEAL_LOG_MIGRATION]);
    if (done.rowCount) return null;
    const rows = await tx.query<StoredRow>(
      `SELECT global_position, transaction_id::text AS transaction_id, event_type, data, metadata FROM events
        WHERE transaction_id IN (SELECT transaction_id FROM events WHERE event_type = ANY($1::text[]) OR metadata ? 'reason')
        ORDER BY transaction_id, global_position`,
      [SEALABLE_TYPES],
    );
    const buyers = await orderBuyers(tx, rows.rows);
    const sealFor = codec.sealer(tx);
    let rewritten = 0;
    for (const transaction of groupBy(rows.rows, (row) => row.transaction_id)) {
      const named = transaction.map((row) => row.data.userId).find((id): id is string => typeof id === 'string');
      for (const row of transaction) {
        const subject = named ?? buyers.get(String(row.data.orderId)) ?? null;
        const reason = typeof row.metadata.reason === 'string' ? row.metadata.reason : undefined;
        const sealed = await sealEvent({ type: row.event_type, data: row.data, reason, ownReason: reason }, subject, sealFor);
        const dataChanged = Object.keys(sealed.data).some((field) => sealed.data[field] !== row.data[field]);
        if (!dataChanged && sealed.ownReason === reason) continue;
        await tx.query('UPDATE events SET data = $2, metadata = $3 WHERE global_position = $1', [
          row.global_position,
          sealed.data,
          { ...row.metadata, ...(sealed.ownReason === undefined ? {} : { reason: sealed.ownReason }) },
        ]);
        rewritten += 1;
      }
    }
    await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [SEAL_LOG_MIGRATION]);
    return { rewritten };
  });
}

/** The buyer of each order the rows name, for events that name an order and no person. */
async function orderBuyers(tx: pg.PoolClient, rows: readonly StoredRow[]): Promise<Map<string, string>> {
  const orderIds = [...new Set(rows.filter((row) => typeof row.data.userId !== 'string' && typeof row.data.orderId === 'string').map((row) => row.data.orderId as string))];
  if (orderIds.length === 0) return new Map();
  const placed = await tx.query<{ order_id: string; user_id: string }>(
    `SELECT data->>'orderId' AS order_id, data->>'userId' AS user_id FROM events WHERE event_type = 'OrderPlaced' AND stream_id = ANY($1::text[])`,
    [orderIds.map((id) => `order-${id}`)],
  );
  return new Map(placed.rows.map((row) => [row.order_id, row.user_id]));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return [...groups.values()];
}
