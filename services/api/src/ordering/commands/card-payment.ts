import type { Queryable, StreamRead } from '@keyledger/event-store';
import { ConflictError } from '../../common/app-errors.js';
import type { OrderPrice } from '../domain/order-pricing.js';
import type { PaymentCaptured } from '../domain/order.events.js';
import { paymentStreamId } from '../domain/payment.events.js';
import type { CardSummary } from '../payments/payment-gateway.port.js';
import type { OrderPayment, Settlement } from './order-placement.js';

export interface AuthorizedCharge {
  gateway: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  card: CardSummary;
}

export const TOTAL_CHANGED_MESSAGE = 'The order total changed while your card was being authorized. Please review your order and try again.';
export const PAYMENT_VOIDED_MESSAGE = 'This payment was cancelled. Please try again.';

/**
 * Paying with a card authorized before the transaction: the order must still cost what was
 * authorized, and the authorization must not have been voided meanwhile (its stream is locked,
 * so a void and this order cannot both happen). PaymentCaptured goes on the order's stream.
 */
export function cardPayment(order: { orderId: string; userId: string }, charge: AuthorizedCharge): OrderPayment {
  const streamId = paymentStreamId(charge.paymentId);
  return {
    reads: [{ streamId }],
    async settle(_tx: Queryable, price: OrderPrice, reads: ReadonlyMap<string, StreamRead>): Promise<Settlement> {
      if (price.totalCents !== charge.amountCents) throw new ConflictError(TOTAL_CHANGED_MESSAGE);
      const history = reads.get(streamId)!;
      if (history.events.some((event) => event.type === 'PaymentVoided')) throw new ConflictError(PAYMENT_VOIDED_MESSAGE);
      const captured: PaymentCaptured = {
        type: 'PaymentCaptured',
        data: { ...order, paymentId: charge.paymentId, gateway: charge.gateway, amountCents: charge.amountCents, currency: charge.currency, card: charge.card },
      };
      return { paymentMethod: 'card', transactionId: charge.paymentId, orderEvents: [captured], appends: [], walletBalanceCents: null };
    },
  };
}
