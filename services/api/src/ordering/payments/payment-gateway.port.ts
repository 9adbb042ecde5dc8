/** Who pays: the shopper's details as the checkout form collects them. */
export interface CustomerDetails {
  givenName: string;
  familyName: string;
  email: string;
  addressLine1: string;
  city: string;
  state: string | null;
  postalCode: string;
  country: 'US';
  /** The store's user id, so a customer can be traced back to its shopper. */
  referenceId: string;
}

export interface GatewayCustomer {
  id: string;
  referenceId: string;
}

/** What the store may know about a card: never its number, expiry or CVC. */
export interface CardSummary {
  brand: string;
  last4: string;
}

export interface AuthorizationRequest {
  /** The card token the browser's card form made. */
  token: string;
  customerId: string;
  amountCents: number;
  currency: string;
  /** The same key answers the same authorization again instead of charging twice. */
  idempotencyKey: string;
}

/**
 * Why a card was not authorized. `invalid_token`: the token is unknown or already used, so the
 * card must be entered again; the others are the card issuer's refusals.
 */
export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'processing_error' | 'invalid_token';

export type AuthorizationResult =
  | { status: 'authorized'; paymentId: string; card: CardSummary }
  | { status: 'declined'; reason: DeclineReason; /** The gateway's words, shown to the shopper. */ message: string };

export interface RefundRequest {
  /** The captured payment to give money back from. */
  paymentId: string;
  amountCents: number;
  /** The store's refund id: the same key answers the same refund again instead of paying twice. */
  idempotencyKey: string;
}

/** The gateway did not refund this time (it is down, or refused for now); the store tries again later. */
export class RefundNotMadeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundNotMadeError';
  }
}

/**
 * The card payment provider (the port). Checkout authorizes the order's total before taking any
 * key, captures once the order is committed, and voids an authorization whose order could not be
 * placed. The default adapter is the built-in sandbox; a real provider plugs in behind this class.
 */
export abstract class PaymentGateway {
  /** Recorded on payment events: which gateway holds the payment. */
  abstract readonly name: string;
  abstract createCustomer(details: CustomerDetails): Promise<string>;
  abstract findCustomer(customerId: string): Promise<GatewayCustomer | null>;
  abstract authorize(request: AuthorizationRequest): Promise<AuthorizationResult>;
  /** Takes the authorized money. Capturing a captured payment again does nothing. */
  abstract capture(paymentId: string): Promise<void>;
  /** Releases an authorization that will not be captured. Voiding a voided payment again does nothing. */
  abstract void(paymentId: string): Promise<void>;
  /**
   * Gives back part or all of a captured payment; answers the gateway's refund id. Asked again
   * with the same idempotency key it answers the first refund and pays nothing more. Throws
   * RefundNotMadeError (or any error) when nothing was refunded.
   */
  abstract refund(request: RefundRequest): Promise<string>;
}
