import { projectionSource, type Projection, type RecordedEvent } from '@keyledger/event-store';
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
  eventTypes: ['OrderPlaced', 'KeysDelivered', 'KeyRevealed', 'KeyRefunded', 'KeyReplaced'],

  async createTables({ tx, table }) {
    const orders = table('inventory_orders');
    if (await tableExists(tx, orders)) {
      // Tables made before refunds: the key's standing came with them (none was refunded before).
      await tx.query(`ALTER TABLE ${table('inventory_keys')} ADD COLUMN IF NOT EXISTS standing text NOT NULL DEFAULT 'active'`);
      return;
    }
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
      revealed_at timestamptz,
      standing    text NOT NULL DEFAULT 'active'
    )`);
    await tx.query(`CREATE INDEX ON ${table('inventory_keys')} (order_id)`);
  },

  /**
   * Set-based: a batch is written in at most two statements, whatever its size: orders, lines
   * and keys together, then reveals (which can depend on keys of the same batch).
   */
  async apply({ tx, table }, events) {
    const orders: unknown[] = [];
    const lines: unknown[] = [];
    const keys: unknown[] = [];
    const reveals: unknown[] = [];
    /** Keys refunded or replaced, in log order (a replacement may itself be refunded in the same batch). */
    const standings: Array<{ key_id: string; standing: 'refunded' | 'replaced'; seq: number }> = [];
    for (const recorded of events as readonly RecordedEvent[]) {
      const event = { type: recorded.type, data: recorded.data } as OrderEvent;
      switch (event.type) {
        case 'OrderPlaced': {
          const d = event.data;
          orders.push({
            order_id: d.orderId, user_id: d.userId, placed_at: recorded.metadata.recordedAt, subtotal_cents: d.subtotalCents, tax_cents: d.taxCents,
            promo_code: d.promoCode, promo_discount_cents: d.promoDiscountCents, total_cents: d.totalCents, payment_method: d.paymentMethod,
            transaction_id: d.transactionId, position: recorded.globalPosition,
          });
          for (const line of d.lines) {
            lines.push({ order_id: d.orderId, game_id: line.gameId, title: line.title, quantity: line.quantity, unit_price_cents: line.unitPriceCents, line_total_cents: line.lineTotalCents });
          }
          break;
        }
        case 'KeysDelivered':
          for (const delivery of event.data.deliveries) {
            for (const keyId of delivery.keyIds) keys.push({ key_id: keyId, order_id: event.data.orderId, game_id: delivery.gameId });
          }
          break;
        case 'KeyRevealed':
          reveals.push({ key_id: event.data.keyId, revealed_at: recorded.metadata.recordedAt });
          break;
        case 'KeyRefunded':
          standings.push({ key_id: event.data.keyId, standing: 'refunded', seq: standings.length });
          break;
        case 'KeyReplaced':
          keys.push({ key_id: event.data.newKeyId, order_id: event.data.orderId, game_id: event.data.gameId });
          standings.push({ key_id: event.data.oldKeyId, standing: 'replaced', seq: standings.length });
          break;
      }
    }
    if (orders.length + lines.length + keys.length > 0) {
      // Three independent inserts in one statement (one round trip); an empty array inserts nothing.
      await tx.query(
        `WITH new_orders AS (
           INSERT INTO ${table('inventory_orders')}
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(order_id uuid, user_id text, placed_at timestamptz, subtotal_cents int, tax_cents int,
             promo_code text, promo_discount_cents int, total_cents int, payment_method text, transaction_id text, position bigint)
           ON CONFLICT (order_id) DO NOTHING),
         new_lines AS (
           INSERT INTO ${table('inventory_lines')}
           SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(order_id uuid, game_id int, title text, quantity int, unit_price_cents int, line_total_cents int)
           ON CONFLICT DO NOTHING)
         INSERT INTO ${table('inventory_keys')} (key_id, order_id, game_id)
         SELECT * FROM jsonb_to_recordset($3::jsonb) AS r(key_id uuid, order_id uuid, game_id int) ON CONFLICT DO NOTHING`,
        [JSON.stringify(orders), JSON.stringify(lines), JSON.stringify(keys)],
      );
    }
    // After the keys' insert (a statement does not see rows its own CTEs insert).
    if (reveals.length > 0) {
      // A key is revealed once (KeyRevealed is recorded once); the first time stands.
      await tx.query(
        `UPDATE ${table('inventory_keys')} AS k SET revealed_at = COALESCE(k.revealed_at, r.revealed_at)
           FROM (SELECT key_id, min(revealed_at) AS revealed_at FROM jsonb_to_recordset($1::jsonb) AS x(key_id uuid, revealed_at timestamptz) GROUP BY key_id) AS r
          WHERE k.key_id = r.key_id`,
        [JSON.stringify(reveals)],
      );
    }
    if (standings.length > 0) {
      await tx.query(
        `UPDATE ${table('inventory_keys')} AS k SET standing = r.standing
           FROM (SELECT DISTINCT ON (key_id) key_id, standing FROM jsonb_to_recordset($1::jsonb) AS x(key_id uuid, standing text, seq int)
                  ORDER BY key_id, seq DESC) AS r
          WHERE k.key_id = r.key_id`,
        [JSON.stringify(standings)],
      );
    }
  },
};

/** Where the projection worker thread imports it from (see ProjectionsService). */
export const inventoryProjectionSource = projectionSource(import.meta.url, 'inventoryProjection');
