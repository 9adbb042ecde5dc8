import { projectionSource, type Projection, type RecordedEvent } from '@keyledger/event-store';
import type { KeyRefunded, OrderPlaced } from '../../ordering/domain/order.events.js';
import { tableExists } from '../../projections/table-exists.js';

export const SALES_PROJECTION = 'sales';

/** Buckets are a quarter of an hour: every time zone's days start on one (offsets are whole quarters). */
export const BUCKET_MS = 15 * 60 * 1000;

/** The start (UTC) of the bucket a moment falls in. */
export const bucketOf = (recordedAt: string) => new Date(Math.floor(Date.parse(recordedAt) / BUCKET_MS) * BUCKET_MS).toISOString();

interface BucketTotals {
  orders: number;
  grossCents: number;
  refundedCents: number;
}

/**
 * The dashboard's sales figures: orders and what they took, summed per quarter hour (UTC) as the
 * orders are placed. A month or a week is then at most a few thousand small rows whatever the size
 * of the log, read with an index range. A refund adds to `refunded_cents` in the quarter hour it
 * happens, so revenue falls in the month of the refund, by events, never by rewriting a past bucket.
 */
export const salesProjection: Projection = {
  name: SALES_PROJECTION,
  tables: ['sales_buckets'],
  eventTypes: ['OrderPlaced', 'KeyRefunded'],

  async createTables({ tx, table }) {
    const buckets = table('sales_buckets');
    if (await tableExists(tx, buckets)) return;
    await tx.query(`CREATE TABLE ${buckets} (
      bucket_start   timestamptz PRIMARY KEY,
      orders         int NOT NULL,
      gross_cents    bigint NOT NULL,
      refunded_cents bigint NOT NULL DEFAULT 0
    )`);
  },

  async apply({ tx, table }, events) {
    const totals = new Map<string, BucketTotals>();
    for (const event of events as readonly RecordedEvent[]) {
      const bucket = bucketOf(event.metadata.recordedAt);
      const sum = totals.get(bucket) ?? { orders: 0, grossCents: 0, refundedCents: 0 };
      if (event.type === 'KeyRefunded') {
        sum.refundedCents += (event as unknown as KeyRefunded).data.amountCents;
      } else {
        sum.orders += 1;
        sum.grossCents += (event as unknown as OrderPlaced).data.totalCents;
      }
      totals.set(bucket, sum);
    }
    if (totals.size === 0) return;
    const rows = [...totals].map(([bucket_start, sum]) => ({ bucket_start, orders: sum.orders, gross_cents: sum.grossCents, refunded_cents: sum.refundedCents }));
    const buckets = table('sales_buckets');
    await tx.query(
      `INSERT INTO ${buckets} AS b (bucket_start, orders, gross_cents, refunded_cents)
       SELECT bucket_start, orders, gross_cents, refunded_cents
         FROM jsonb_to_recordset($1::jsonb) AS r(bucket_start timestamptz, orders int, gross_cents bigint, refunded_cents bigint)
       ON CONFLICT (bucket_start) DO UPDATE
         SET orders = b.orders + EXCLUDED.orders, gross_cents = b.gross_cents + EXCLUDED.gross_cents, refunded_cents = b.refunded_cents + EXCLUDED.refunded_cents`,
      [JSON.stringify(rows)],
    );
  },
};

/** Where the projection worker thread imports it from (see ProjectionsService). */
export const salesProjectionSource = projectionSource(import.meta.url, 'salesProjection');
