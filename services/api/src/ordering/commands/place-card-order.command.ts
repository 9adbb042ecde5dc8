import type { Actor } from '@keyledger/event-store';
import type { OrderItem } from './place-order.command.js';

/**
 * A shopper buys the cart by card: the order is priced by the server, the card authorized for
 * that total, then keys are taken and the order placed; the charge is captured after the commit,
 * or voided (and recorded) when the order could not be placed.
 */
export class PlaceCardOrderCommand {
  constructor(
    readonly userId: string,
    readonly items: readonly OrderItem[],
    readonly promoCode: string | null,
    readonly payment: {
      /** The card token from the card form. */
      token: string;
      customerId: string;
      /** The total the shopper saw, in cents: the charge is the server's total, refused if they differ by more than a cent. */
      expectedAmountCents: number;
      currency: string;
    },
    readonly actor: Actor,
    /** The request's Idempotency-Key: the order id, and from it the gateway's idempotency key, derive from it. */
    readonly idempotencyKey?: string,
  ) {}
}
