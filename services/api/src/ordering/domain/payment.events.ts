/**
 * Events of a `payment-{paymentId}` stream: what happened to a card authorization that never
 * became an order. (A charge that paid for an order is recorded on the order's stream.)
 */
export interface PaymentVoided {
  type: 'PaymentVoided';
  data: {
    paymentId: string;
    /** The order the charge was for; it was not placed. */
    orderId: string;
    userId: string;
    gateway: string;
    amountCents: number;
    currency: string;
    card: { brand: string; last4: string };
    /** Why the order failed after the card was authorized (what the shopper was told). */
    reason: string;
  };
}
export type PaymentEvent = PaymentVoided;

export const paymentStreamId = (paymentId: string) => `payment-${paymentId}`;
