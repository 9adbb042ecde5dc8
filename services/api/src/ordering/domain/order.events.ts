import type { PricedLine } from './order-pricing.js';

export type PaymentMethod = 'wallet' | 'card';

/** Events of an `order-{id}` stream. Keys are named by id only, never by their text. */
export interface OrderPlaced {
  type: 'OrderPlaced';
  data: {
    orderId: string;
    userId: string;
    lines: PricedLine[];
    subtotalCents: number;
    taxCents: number;
    promoCode: string | null;
    promoDiscountCents: number;
    totalCents: number;
    paymentMethod: PaymentMethod;
    /** The wallet transaction or the gateway's payment id (the inventory shows its last 6 characters). */
    transactionId: string;
  };
}
/**
 * The card authorization that pays for the order is to be captured: appended in the order's
 * transaction, so the order and the charge stand or fall together. The gateway's capture call
 * follows the commit (it is idempotent, so a retry is safe).
 */
export interface PaymentCaptured {
  type: 'PaymentCaptured';
  data: {
    orderId: string;
    userId: string;
    /** The gateway's payment id; OrderPlaced carries it as transactionId. */
    paymentId: string;
    gateway: string;
    amountCents: number;
    currency: string;
    /** Brand and last four digits only; card numbers never reach the store. */
    card: { brand: string; last4: string };
  };
}
export interface KeysDelivered {
  type: 'KeysDelivered';
  data: { orderId: string; userId: string; deliveries: Array<{ gameId: number; keyIds: string[] }> };
}
export interface KeyRevealed {
  type: 'KeyRevealed';
  data: { orderId: string; userId: string; gameId: number; keyId: string };
}
export type OrderEvent = OrderPlaced | PaymentCaptured | KeysDelivered | KeyRevealed;

export const orderStreamId = (orderId: string) => `order-${orderId}`;
