import { projectionSource, type Projection, type RecordedEvent } from '@keyledger/event-store';
import { tableExists } from '../../projections/table-exists.js';
import type { OrderEvent } from '../domain/order.events.js';

export const PURCHASES_PROJECTION = 'purchases';

/** Delivered key ids per game id (as a JSON object key). */
type KeyIdsByGame = Record<string, string[]>;

/**
 * Every order for the admin's purchase views and finance: status, money, payment, lines and
 * key ids in one row per order. The customer's e-mail is joined from the users table when read.
 */
export const purchasesProjection: Projection = {
  name: PURCHASES_PROJECTION,
  tables: ['purchases'],
  eventTypes: ['OrderPlaced', 'KeysDelivered'],

  async createTables({ tx, table }) {
    const purchases = table('purchases');
    if (await tableExists(tx, purchases)) return;
    await tx.query(`CREATE TABLE ${purchases} (
      order_id             uuid PRIMARY KEY,
      user_id              text NOT NULL,
      placed_at            timestamptz NOT NULL,
      status               text NOT NULL,
      subtotal_cents       int NOT NULL,
      tax_cents            int NOT NULL,
      promo_code           text,
      promo_discount_cents int NOT NULL,
      total_cents          int NOT NULL,
      payment_method       text NOT NULL,
      transaction_id       text NOT NULL,
      lines                jsonb NOT NULL,
      key_ids              jsonb NOT NULL
    )`);
    await tx.query(`CREATE INDEX ON ${purchases} (placed_at DESC)`);
  },

  /**
   * Set-based: one INSERT for the batch's orders, with the keys delivered in the same batch (a
   * checkout appends OrderPlaced and KeysDelivered together, so that is nearly always all of
   * them); an UPDATE only for keys whose order was placed in an earlier batch. Inserting an order
   * and then updating its row in the same transaction cost more than the insert itself.
   */
  async apply({ tx, table }, events) {
    const purchases = table('purchases');
    const placed = new Map<string, { key_ids: KeyIdsByGame } & Record<string, unknown>>();
    const keysOfEarlierOrders = new Map<string, KeyIdsByGame>();
    for (const recorded of events as readonly RecordedEvent[]) {
      const event = { type: recorded.type, data: recorded.data } as OrderEvent;
      if (event.type === 'OrderPlaced') {
        const d = event.data;
        placed.set(d.orderId, {
          order_id: d.orderId, user_id: d.userId, placed_at: recorded.metadata.recordedAt, subtotal_cents: d.subtotalCents, tax_cents: d.taxCents,
          promo_code: d.promoCode, promo_discount_cents: d.promoDiscountCents, total_cents: d.totalCents, payment_method: d.paymentMethod, transaction_id: d.transactionId,
          lines: d.lines.map(({ gameId, title, quantity, unitPriceCents, lineTotalCents }) => ({ gameId, title, quantity, unitPriceCents, lineTotalCents })),
          key_ids: {},
        });
      } else if (event.type === 'KeysDelivered') {
        const order = placed.get(event.data.orderId);
        const byGame = order?.key_ids ?? keysOfEarlierOrders.get(event.data.orderId) ?? {};
        for (const d of event.data.deliveries) byGame[String(d.gameId)] = [...(byGame[String(d.gameId)] ?? []), ...d.keyIds];
        if (!order) keysOfEarlierOrders.set(event.data.orderId, byGame);
      }
    }
    if (placed.size > 0) {
      await tx.query(
        `INSERT INTO ${purchases}
         SELECT order_id, user_id, placed_at, 'Completed', subtotal_cents, tax_cents, promo_code, promo_discount_cents, total_cents, payment_method, transaction_id, lines, key_ids
           FROM jsonb_to_recordset($1::jsonb) AS r(order_id uuid, user_id text, placed_at timestamptz, subtotal_cents int, tax_cents int, promo_code text,
             promo_discount_cents int, total_cents int, payment_method text, transaction_id text, lines jsonb, key_ids jsonb)
         ON CONFLICT (order_id) DO NOTHING`,
        [JSON.stringify([...placed.values()])],
      );
    }
    if (keysOfEarlierOrders.size > 0) {
      const delivered = [...keysOfEarlierOrders].map(([order_id, key_ids]) => ({ order_id, key_ids }));
      await tx.query(
        `UPDATE ${purchases} AS p SET key_ids = p.key_ids || r.key_ids
           FROM jsonb_to_recordset($1::jsonb) AS r(order_id uuid, key_ids jsonb) WHERE p.order_id = r.order_id`,
        [JSON.stringify(delivered)],
      );
    }
  },
};

/** Where the projection worker thread imports it from (see ProjectionsService). */
export const purchasesProjectionSource = projectionSource(import.meta.url, 'purchasesProjection');
