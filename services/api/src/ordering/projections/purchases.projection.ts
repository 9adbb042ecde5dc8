import type { Projection, RecordedEvent } from '@keyledger/event-store';
import { tableExists } from '../../projections/table-exists.js';
import type { OrderEvent } from '../domain/order.events.js';

export const PURCHASES_PROJECTION = 'purchases';

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

  async apply({ tx, table }, events) {
    const purchases = table('purchases');
    for (const recorded of events as readonly RecordedEvent[]) {
      const event = { type: recorded.type, data: recorded.data } as OrderEvent;
      if (event.type === 'OrderPlaced') {
        const d = event.data;
        await tx.query(
          `INSERT INTO ${purchases} VALUES ($1, $2, $3, 'Completed', $4, $5, $6, $7, $8, $9, $10, $11, '{}') ON CONFLICT (order_id) DO NOTHING`,
          [d.orderId, d.userId, recorded.metadata.recordedAt, d.subtotalCents, d.taxCents, d.promoCode, d.promoDiscountCents, d.totalCents, d.paymentMethod, d.transactionId,
            JSON.stringify(d.lines.map(({ gameId, title, quantity, unitPriceCents, lineTotalCents }) => ({ gameId, title, quantity, unitPriceCents, lineTotalCents })))],
        );
      } else if (event.type === 'KeysDelivered') {
        const byGame = Object.fromEntries(event.data.deliveries.map((d) => [String(d.gameId), d.keyIds]));
        await tx.query(`UPDATE ${purchases} SET key_ids = key_ids || $2::jsonb WHERE order_id = $1`, [event.data.orderId, JSON.stringify(byGame)]);
      }
    }
  },
};
