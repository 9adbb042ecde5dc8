import type pg from 'pg';
import { withTransaction } from '@keyledger/event-store';

/**
 * Events i = from..to: stream i % streams at version i / streams + 1, ~200 bytes of data.
 * The event id is drawn once per row in the subquery so that metadata.eventId matches it.
 */
const INSERT_EVENTS_SQL = `
  INSERT INTO events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
  SELECT 'order-seed' || (i % $3), i / $3 + 1, id,
         (ARRAY['OrderPlaced', 'PaymentCaptured', 'KeysDelivered', 'OrderCompleted'])[(i / $3) % 4 + 1],
         1,
         jsonb_build_object(
           'orderId', 'ord_' || lpad(i::text, 10, '0'),
           'customerId', 'cus_' || lpad((i % 7919)::text, 6, '0'),
           'gameId', 'game_' || (i % 997),
           'sku', 'SKU-' || lpad((i % 99991)::text, 6, '0'),
           'unitPrice', jsonb_build_object('amount', 999 + (i % 50) * 100, 'currency', 'EUR'),
           'quantity', 1 + i % 3,
           'region', 'EU',
           'channel', 'web'),
         jsonb_build_object('correlationId', gen_random_uuid(), 'eventId', id, 'schemaVersion', 1)
    FROM (SELECT i, gen_random_uuid() AS id FROM generate_series($1::bigint, $2::bigint) AS i OFFSET 0) AS src
   ORDER BY i`;

/** The streams rows the same events imply: each stream's highest version, this transaction as last writer. */
const UPSERT_STREAMS_SQL = `
  INSERT INTO streams (stream_id, version, last_transaction_id)
  SELECT 'order-seed' || (i % $3), max(i / $3 + 1), pg_current_xact_id()
    FROM generate_series($1::bigint, $2::bigint) AS i
   GROUP BY i % $3
  ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, last_transaction_id = EXCLUDED.last_transaction_id`;

/**
 * Replaces the log with `total` events written set-based, one transaction per chunk so the
 * log holds several transaction ids like a real one, then VACUUM ANALYZE for index-only
 * visibility and fresh statistics.
 */
export async function seedLog(pool: pg.Pool, total: number, streams: number, chunk: number): Promise<void> {
  await pool.query('TRUNCATE events, streams RESTART IDENTITY');
  for (let from = 0; from < total; from += chunk) {
    const to = Math.min(total, from + chunk) - 1;
    await withTransaction(pool, async (tx) => {
      await tx.query(INSERT_EVENTS_SQL, [from, to, streams]);
      await tx.query(UPSERT_STREAMS_SQL, [from, to, streams]);
    });
  }
  await pool.query('VACUUM ANALYZE events');
  await pool.query('VACUUM ANALYZE streams');
}
