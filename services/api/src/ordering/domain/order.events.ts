import type { PricedLine } from './order-pricing.js';

export type PaymentMethod = 'wallet' | 'card';

/** OrderPlaced's schema version: 2 added `currency` (events/event-upcasters.ts reads version 1 as 2). */
export const ORDER_PLACED_VERSION = 2;
/** What every order is charged in: the store sells in US dollars (other currencies are display only). */
export const ORDER_CURRENCY = 'USD';

/** Events of an `order-{id}` stream. Keys are named by id only, never by their text. */
export interface OrderPlaced {
  type: 'OrderPlaced';
  schemaVersion?: number;
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
    /** ISO 4217 code of every amount above (since version 2). */
    currency: string;
    /** The wallet transaction or the gateway's payment id (the inventory shows its last 6 characters). */
    transactionId: string;
  };
}
/** OrderPlaced as version 1 recorded it (before `currency`); readers see it upcast to the current shape. */
export interface OrderPlacedV1 {
  type: 'OrderPlaced';
  data: Omit<OrderPlaced['data'], 'currency'>;
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
/**
 * An admin refunded one delivered key: the key is void (never sold again, no longer usable), and
 * the shopper gets back what they paid for it (refunds/domain/refund-split.ts). Wallet orders are
 * credited in the same transaction (WalletRefunded); card refunds are made at the gateway from the
 * log afterwards (RefundSettled), with `refundId` as the gateway's idempotency key.
 */
export interface KeyRefunded {
  type: 'KeyRefunded';
  data: {
    orderId: string;
    userId: string;
    gameId: number;
    /** The game's title as the order named it (for the shopper's mail and finance). */
    title: string;
    keyId: string;
    refundId: string;
    amountCents: number;
    method: PaymentMethod;
    /** The card payment refunded (card orders). */
    paymentId: string | null;
    reason: string;
  };
}
/** An admin replaced one delivered key by the game's next unsold one, in one transaction. */
export interface KeyReplaced {
  type: 'KeyReplaced';
  data: { orderId: string; userId: string; gameId: number; title: string; oldKeyId: string; newKeyId: string; reason: string };
}
/** The gateway confirmed a card refund. */
export interface RefundSettled {
  type: 'RefundSettled';
  data: { orderId: string; refundId: string; paymentId: string; amountCents: number; gatewayRefundId: string };
}
/**
 * An admin asked to refund a key whose amount is above the approval threshold: nothing is paid
 * and the key stays delivered until another admin approves (RefundApproved, then KeyRefunded with
 * `refundId` = `requestId`) or declines (RefundDeclined). `requestedBy` is the requesting admin
 * (also the event's actor), kept in the data because the separation of duties is decided on it.
 */
export interface RefundRequested {
  type: 'RefundRequested';
  data: {
    requestId: string;
    orderId: string;
    userId: string;
    gameId: number;
    title: string;
    keyId: string;
    amountCents: number;
    method: PaymentMethod;
    reason: string;
    requestedBy: string;
  };
}
/**
 * RefundApproved and RefundDeclined v2 (issue 36) name the order's buyer (userId), whose data key
 * seals the staff's reason; v1 events (no userId) read as v2 without it.
 */
export const REFUND_DECISION_VERSION = 2;

/** A second admin approved a waiting refund; its KeyRefunded follows in the same append. */
export interface RefundApproved {
  type: 'RefundApproved';
  data: { requestId: string; orderId: string; userId?: string; keyId: string; reason: string };
}
/** A second admin declined a waiting refund: nothing is paid, the key stays delivered. */
export interface RefundDeclined {
  type: 'RefundDeclined';
  data: { requestId: string; orderId: string; userId?: string; keyId: string; reason: string };
}
export type OrderEvent =
  | OrderPlaced
  | PaymentCaptured
  | KeysDelivered
  | KeyRevealed
  | KeyRefunded
  | KeyReplaced
  | RefundSettled
  | RefundRequested
  | RefundApproved
  | RefundDeclined;

export const orderStreamId = (orderId: string) => `order-${orderId}`;
