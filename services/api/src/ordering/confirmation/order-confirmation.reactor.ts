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
    for (const recorded of events as readonly RecordedEvent[]) {
      const { orderId, userId, lines, subtotalCents, taxCents, promoCode, promoDiscountCents, totalCents, paymentMethod } = (recorded as unknown as OrderPlaced).data;
      await tx.query(
        'INSERT INTO order_confirmation_outbox (order_id, user_id, placed_at, order_data) VALUES ($1, $2, $3, $4) ON CONFLICT (order_id) DO NOTHING',
        [orderId, userId, recorded.metadata.recordedAt, JSON.stringify({ lines, subtotalCents, taxCents, promoCode, promoDiscountCents, totalCents, paymentMethod })],
      );
    }
  },
};
