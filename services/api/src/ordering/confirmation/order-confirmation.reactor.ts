import type { Projection, RecordedEvent } from '@keyledger/event-store';
import type { OrderPlaced } from '../domain/order.events.js';

export const ORDER_CONFIRMATIONS = 'order-confirmations';

/**
 * Not a read model but a reactor: for each OrderPlaced it queues one confirmation mail in the
 * outbox (a migration table, so a rebuild finds the mails already queued or sent and adds none).
 * Running from the log makes it durable: an order placed while the mailer was down is mailed later.
 */
export const orderConfirmationReactor: Projection = {
  name: ORDER_CONFIRMATIONS,
  tables: [],
  eventTypes: ['OrderPlaced'],
  async createTables() {},
  async apply({ tx }, events) {
    const mails = (events as readonly RecordedEvent[]).map((recorded) => {
      const { orderId, userId, lines, subtotalCents, taxCents, promoCode, promoDiscountCents, totalCents, paymentMethod } = (recorded as unknown as OrderPlaced).data;
      return { order_id: orderId, user_id: userId, placed_at: recorded.metadata.recordedAt, order_data: { lines, subtotalCents, taxCents, promoCode, promoDiscountCents, totalCents, paymentMethod } };
    });
    if (mails.length === 0) return;
    // One statement for the whole batch.
    await tx.query(
      `INSERT INTO order_confirmation_outbox (order_id, user_id, placed_at, order_data)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(order_id uuid, user_id text, placed_at timestamptz, order_data jsonb)
       ON CONFLICT (order_id) DO NOTHING`,
      [JSON.stringify(mails)],
    );
  },
};
