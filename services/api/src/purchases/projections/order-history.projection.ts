import { projectionSource, type Projection, type RecordedEvent } from '@keyledger/event-store';
import type { OrderEvent } from '../../ordering/domain/order.events.js';
import { ensureIndex } from '../../projections/ensure-index.js';
import { tableExists } from '../../projections/table-exists.js';

export const ORDER_HISTORY_PROJECTION = 'order-history';

/** The order number the shopper knows (spec 000 §9: the transactionId's last 6, uppercased), as the admin's look-up finds it. */
export const REFERENCE_EXPRESSION = 'upper("right"(transaction_id, 6))';

interface OrderRow {
  order_id: string;
  user_id: string;
  placed_at: string;
  subtotal_cents: number;
  tax_cents: number;
  promo_code: string | null;
  promo_discount_cents: number;
  total_cents: number;
  payment_method: string;
  transaction_id: string;
  lines: unknown[];
  keys_delivered: number;
}

/** What refunds and late deliveries change on an order placed in an earlier batch. */
interface OrderChange {
  keys_delivered: number;
  keys_refunded: number;
  refunded_cents: number;
}

/**
 * Every order for the admin's Purchases page and finance: one row per order (money, payment,
 * lines, how many keys were delivered and refunded, and the status that follows), one row per key
 * (where it stands, whether its owner has used it), and the running totals of the whole store, so
 * the first page and its summary cost the same with 20,000 orders or 2 million. The buyer's
 * e-mail is joined from the users table when read (it can change).
 *
 * Set-based: a batch is at most five statements whatever its size. Checkouts append OrderPlaced
 * and KeysDelivered together, so the delivered count goes into the order's insert; only refunds,
 * replacements, reveals and deliveries of an order from an earlier batch update rows.
 */
export const orderHistoryProjection: Projection = {
  name: ORDER_HISTORY_PROJECTION,
  tables: ['order_history', 'order_history_keys', 'order_history_totals'],
  eventTypes: ['OrderPlaced', 'KeysDelivered', 'KeyRevealed', 'KeyRefunded', 'KeyReplaced', 'RefundRequested', 'RefundDeclined'],

  async createTables({ tx, table }) {
    const orders = table('order_history');
    // Came after the tables' first version, so an existing table gets it here too.
    const withReferenceIndex = () => ensureIndex(tx, orders, REFERENCE_EXPRESSION);
    if (await tableExists(tx, orders)) return withReferenceIndex();
    await tx.query(`CREATE TABLE ${orders} (
      order_id             uuid PRIMARY KEY,
      user_id              text NOT NULL,
      placed_at            timestamptz NOT NULL,
      subtotal_cents       int NOT NULL,
      tax_cents            int NOT NULL,
      promo_code           text,
      promo_discount_cents int NOT NULL,
      total_cents          int NOT NULL,
      payment_method       text NOT NULL,
      transaction_id       text NOT NULL,
      lines                jsonb NOT NULL,
      keys_delivered       int NOT NULL,
      keys_refunded        int NOT NULL DEFAULT 0,
      refunded_cents       int NOT NULL DEFAULT 0,
      status               text GENERATED ALWAYS AS (
        CASE WHEN keys_refunded = 0 THEN 'Completed' WHEN keys_refunded >= keys_delivered THEN 'Refunded' ELSE 'Partially Refunded' END
      ) STORED
    )`);
    await tx.query(`CREATE INDEX ON ${orders} (placed_at DESC, order_id DESC)`);
    await tx.query(`CREATE INDEX ON ${orders} (user_id, placed_at DESC, order_id DESC)`);
    await withReferenceIndex();
    await tx.query(`CREATE TABLE ${table('order_history_keys')} (
      key_id     uuid PRIMARY KEY,
      order_id   uuid NOT NULL,
      game_id    int NOT NULL,
      -- Delivery order: the event's log position, then the key's place in it.
      position   bigint NOT NULL,
      place      int NOT NULL,
      standing   text NOT NULL DEFAULT 'active',
      used       boolean NOT NULL DEFAULT false
    )`);
    await tx.query(`CREATE INDEX ON ${table('order_history_keys')} (order_id, position, place)`);
    await tx.query(`CREATE TABLE ${table('order_history_totals')} (
      id             boolean PRIMARY KEY DEFAULT true CHECK (id),
      orders         bigint NOT NULL,
      gross_cents    bigint NOT NULL,
      refunded_cents bigint NOT NULL,
      keys_delivered bigint NOT NULL,
      keys_refunded  bigint NOT NULL
    )`);
    await tx.query(`INSERT INTO ${table('order_history_totals')} VALUES (true, 0, 0, 0, 0, 0)`);
  },

  async apply({ tx, table }, events) {
    const placed = new Map<string, OrderRow>();
    const changes = new Map<string, OrderChange>();
    const keys: unknown[] = [];
    /**
     * The last word on each key: its standing as the batch leaves it (active ⇄ awaiting-approval while
     * a refund request waits, then refunded or replaced for good), and use only ever moves one way.
     */
    const keyUpdates = new Map<string, { standing: string | null; used: boolean }>();
    const totals = { orders: 0, gross_cents: 0, refunded_cents: 0, keys_delivered: 0, keys_refunded: 0 };
    const changeOf = (orderId: string) => {
      let change = changes.get(orderId);
      if (!change) changes.set(orderId, (change = { keys_delivered: 0, keys_refunded: 0, refunded_cents: 0 }));
      return change;
    };
    const updateKey = (keyId: string, standing: string | null, used = true) => {
      const update = keyUpdates.get(keyId) ?? { standing: null, used: false };
      keyUpdates.set(keyId, { standing: standing ?? update.standing, used: update.used || used });
    };

    for (const recorded of events as readonly RecordedEvent[]) {
      const event = { type: recorded.type, data: recorded.data } as OrderEvent;
      switch (event.type) {
        case 'OrderPlaced': {
          const d = event.data;
          placed.set(d.orderId, {
            order_id: d.orderId, user_id: d.userId, placed_at: recorded.metadata.recordedAt, subtotal_cents: d.subtotalCents, tax_cents: d.taxCents,
            promo_code: d.promoCode, promo_discount_cents: d.promoDiscountCents, total_cents: d.totalCents, payment_method: d.paymentMethod,
            transaction_id: d.transactionId,
            lines: d.lines.map(({ gameId, title, quantity, unitPriceCents, lineTotalCents }) => ({ gameId, title, quantity, unitPriceCents, lineTotalCents })),
            keys_delivered: 0,
          });
          totals.orders += 1;
          totals.gross_cents += d.totalCents;
          break;
        }
        case 'KeysDelivered': {
          let place = 0;
          for (const delivery of event.data.deliveries) {
            for (const keyId of delivery.keyIds) keys.push({ key_id: keyId, order_id: event.data.orderId, game_id: delivery.gameId, position: recorded.globalPosition, place: place++ });
          }
          const order = placed.get(event.data.orderId);
          if (order) order.keys_delivered += place;
          else changeOf(event.data.orderId).keys_delivered += place;
          totals.keys_delivered += place;
          break;
        }
        case 'KeyRevealed':
          updateKey(event.data.keyId, null);
          break;
        case 'KeyRefunded': {
          updateKey(event.data.keyId, 'refunded');
          const change = changeOf(event.data.orderId);
          change.keys_refunded += 1;
          change.refunded_cents += event.data.amountCents;
          totals.keys_refunded += 1;
          totals.refunded_cents += event.data.amountCents;
          break;
        }
        case 'KeyReplaced':
          updateKey(event.data.oldKeyId, 'replaced');
          keys.push({ key_id: event.data.newKeyId, order_id: event.data.orderId, game_id: event.data.gameId, position: recorded.globalPosition, place: 0 });
          break;
        // A refund waiting for a second admin (its approval's KeyRefunded makes the key refunded); neither uses the key.
        case 'RefundRequested':
          updateKey(event.data.keyId, 'awaiting-approval', false);
          break;
        case 'RefundDeclined':
          updateKey(event.data.keyId, 'active', false);
          break;
      }
    }

    if (placed.size + keys.length > 0) {
      await tx.query(
        `WITH new_orders AS (
           INSERT INTO ${table('order_history')} (order_id, user_id, placed_at, subtotal_cents, tax_cents, promo_code, promo_discount_cents, total_cents,
                                                  payment_method, transaction_id, lines, keys_delivered)
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(order_id uuid, user_id text, placed_at timestamptz, subtotal_cents int, tax_cents int,
             promo_code text, promo_discount_cents int, total_cents int, payment_method text, transaction_id text, lines jsonb, keys_delivered int)
           ON CONFLICT (order_id) DO NOTHING)
         INSERT INTO ${table('order_history_keys')} (key_id, order_id, game_id, position, place)
         SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(key_id uuid, order_id uuid, game_id int, position bigint, place int) ON CONFLICT DO NOTHING`,
        [JSON.stringify([...placed.values()]), JSON.stringify(keys)],
      );
    }
    // After the inserts (a statement does not see rows its own CTEs insert).
    if (keyUpdates.size > 0) {
      const updates = [...keyUpdates].map(([key_id, u]) => ({ key_id, standing: u.standing, used: u.used }));
      await tx.query(
        `UPDATE ${table('order_history_keys')} AS k SET standing = COALESCE(r.standing, k.standing), used = k.used OR r.used
           FROM jsonb_to_recordset($1::jsonb) AS r(key_id uuid, standing text, used boolean) WHERE k.key_id = r.key_id`,
        [JSON.stringify(updates)],
      );
    }
    if (changes.size > 0) {
      const rows = [...changes].map(([order_id, c]) => ({ order_id, ...c }));
      await tx.query(
        `UPDATE ${table('order_history')} AS o
            SET keys_delivered = o.keys_delivered + r.keys_delivered, keys_refunded = o.keys_refunded + r.keys_refunded, refunded_cents = o.refunded_cents + r.refunded_cents
           FROM jsonb_to_recordset($1::jsonb) AS r(order_id uuid, keys_delivered int, keys_refunded int, refunded_cents int) WHERE o.order_id = r.order_id`,
        [JSON.stringify(rows)],
      );
    }
    if (totals.orders + totals.keys_delivered + totals.keys_refunded > 0) {
      await tx.query(
        `UPDATE ${table('order_history_totals')} SET orders = orders + $1, gross_cents = gross_cents + $2, refunded_cents = refunded_cents + $3,
                keys_delivered = keys_delivered + $4, keys_refunded = keys_refunded + $5`,
        [totals.orders, totals.gross_cents, totals.refunded_cents, totals.keys_delivered, totals.keys_refunded],
      );
    }
  },
};

/** Where the projection worker thread imports it from (see ProjectionsService). */
export const orderHistoryProjectionSource = projectionSource(import.meta.url, 'orderHistoryProjection');
