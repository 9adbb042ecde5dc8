import type { Projection, RecordedEvent } from '@keyledger/event-store';
import { tableExists } from '../../projections/table-exists.js';
import type { OrderEvent } from '../domain/order.events.js';

export const INVENTORY_PROJECTION = 'inventory';

/**
 * Each shopper's orders, lines and keys (ids, and when each was first revealed), from the order
 * streams. Key text is never stored here; the inventory query decrypts it for its owner.
 */
export const inventoryProjection: Projection = {
  name: INVENTORY_PROJECTION,
  tables: ['inventory_orders', 'inventory_lines', 'inventory_keys'],
  eventTypes: ['OrderPlaced', 'KeysDelivered', 'KeyRevealed'],

  async createTables({ tx, table }) {
    const orders = table('inventory_orders');
    if (await tableExists(tx, orders)) return;
    await tx.query(`CREATE TABLE ${orders} (
      order_id           uuid PRIMARY KEY,
      user_id            text NOT NULL,
      placed_at          timestamptz NOT NULL,
      subtotal_cents     int NOT NULL,
      tax_cents          int NOT NULL,
      promo_code         text,
      promo_discount_cents int NOT NULL,
      total_cents        int NOT NULL,
      payment_method     text NOT NULL,
      transaction_id     text NOT NULL,
      position           bigint NOT NULL
    )`);
    await tx.query(`CREATE INDEX ON ${orders} (user_id, placed_at DESC)`);
    await tx.query(`CREATE TABLE ${table('inventory_lines')} (
      order_id         uuid NOT NULL,
      game_id          int NOT NULL,
      title            text NOT NULL,
      quantity         int NOT NULL,
      unit_price_cents int NOT NULL,
      line_total_cents int NOT NULL,
      PRIMARY KEY (order_id, game_id)
    )`);
    await tx.query(`CREATE TABLE ${table('inventory_keys')} (
      key_id      uuid PRIMARY KEY,
      order_id    uuid NOT NULL,
      game_id     int NOT NULL,
      revealed_at timestamptz
    )`);
    await tx.query(`CREATE INDEX ON ${table('inventory_keys')} (order_id)`);
  },

  async apply({ tx, table }, events) {
    for (const recorded of events as readonly RecordedEvent[]) {
      const event = { type: recorded.type, data: recorded.data } as OrderEvent;
      switch (event.type) {
        case 'OrderPlaced': {
          const d = event.data;
          await tx.query(
            `INSERT INTO ${table('inventory_orders')} VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (order_id) DO NOTHING`,
            [d.orderId, d.userId, recorded.metadata.recordedAt, d.subtotalCents, d.taxCents, d.promoCode, d.promoDiscountCents, d.totalCents, d.paymentMethod, d.transactionId, recorded.globalPosition],
          );
          for (const line of d.lines) {
            await tx.query(`INSERT INTO ${table('inventory_lines')} VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`, [
              d.orderId, line.gameId, line.title, line.quantity, line.unitPriceCents, line.lineTotalCents,
            ]);
          }
          break;
        }
        case 'KeysDelivered':
          for (const delivery of event.data.deliveries) {
            await tx.query(
              `INSERT INTO ${table('inventory_keys')} (key_id, order_id, game_id) SELECT unnest($1::uuid[]), $2, $3 ON CONFLICT DO NOTHING`,
              [delivery.keyIds, event.data.orderId, delivery.gameId],
            );
          }
          break;
        case 'KeyRevealed':
          await tx.query(`UPDATE ${table('inventory_keys')} SET revealed_at = COALESCE(revealed_at, $2) WHERE key_id = $1`, [
            event.data.keyId, recorded.metadata.recordedAt,
          ]);
          break;
      }
    }
  },
};
