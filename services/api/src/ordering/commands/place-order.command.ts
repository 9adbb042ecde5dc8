import type { Actor } from '@keyledger/event-store';

export interface OrderItem {
  gameId: number;
  quantity: number;
}

/** A shopper buys the cart with their wallet: priced, paid, promo redeemed and keys delivered at once. */
export class PlaceWalletOrderCommand {
  constructor(
    readonly userId: string,
    readonly items: readonly OrderItem[],
    readonly promoCode: string | null,
    readonly actor: Actor,
    /** The request's Idempotency-Key: the order id derives from it, so a retry cannot buy twice. */
    readonly idempotencyKey?: string,
  ) {}
}

export interface DeliveredGameKeys {
  gameId: number;
  title: string;
  keys: Array<{ id: string; masked: string }>;
}

export interface CardPayment {
  paymentId: string;
  amountCents: number;
  currency: string;
  card: { brand: string; last4: string };
}

export interface PlacedOrder {
  orderId: string;
  totalCents: number;
  subtotalCents: number;
  taxCents: number;
  promoCode: string | null;
  promoDiscountCents: number;
  transactionId: string;
  createdAt: string;
  lines: Array<{ gameId: number; title: string; quantity: number; unitPriceCents: number; lineTotalCents: number }>;
  keys: DeliveredGameKeys[];
  walletBalanceCents: number | null;
  /** The card payment, for an order paid by card. */
  payment: CardPayment | null;
  /** The global position written; queries may wait for their projection to reach it. */
  position: number;
}
