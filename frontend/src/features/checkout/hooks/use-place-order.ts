import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { failureMessage, serverReason } from '../../../shared/api/api-error';
import type { SessionUser } from '../../../shared/session/session-user';
import type { CartState } from '../../cart/cart-types';
import {
  useCreatePaymentCustomerMutation,
  usePlaceWalletOrderMutation,
  useProcessPaymentMutation,
} from '../../ordering/ordering-api';
import type { OrderLineRequest, PlacedOrderAnswer, ProcessPaymentRequest, WalletOrderRequest } from '../../ordering/ordering-types';
import type { CheckoutDetails, PaymentChoice } from '../checkout-form';
import { CHECKOUT_TEXTS } from '../checkout-texts';
import type { CardTokenizer } from '../components/card-form/card-tokenizer';
import { newIdempotencyKey, outcomeUnknown } from '../../../shared/api/idempotency';

export interface PurchaseInput {
  method: PaymentChoice;
  user: SessionUser;
  cart: CartState;
  /** The total the shopper saw, in dollars (the card's amount; the server checks it). */
  total: number;
  /** Validated and trimmed. */
  details: CheckoutDetails;
  tokenizer: CardTokenizer | null;
}

/** A money-moving request sent with its key, kept while its outcome is unknown. */
type Attempt = { fingerprint: string; idempotencyKey: string } & (
  | { method: 'wallet'; order: WalletOrderRequest }
  | { method: 'card'; payment: ProcessPaymentRequest }
);

const orderLines = (cart: CartState): OrderLineRequest[] => cart.items.map((item) => ({ gameId: item.game.id, quantity: item.quantity }));

/** What makes two clicks the same purchase: who pays, how, for what, at which total. */
const fingerprintOf = (input: PurchaseInput): string =>
  JSON.stringify([input.method, input.user.id, orderLines(input.cart), input.cart.promoCode, input.total]);

class PurchaseStopped extends Error {}

/** Why a purchase did not happen: the text to show, and the server's reason when it adds one. */
export interface PurchaseFailure {
  message: string;
  detail?: string;
}

/**
 * The purchase. Wallet: one call (order/create-order, which debits, redeems the promo and
 * delivers keys). Card: the embedded form's token, then payments/customers, then payments/process.
 * Failures are shown as an error toast and kept for the page to show inline.
 */
export function usePlaceOrder() {
  const [placeWalletOrder] = usePlaceWalletOrderMutation();
  const [createCustomer] = useCreatePaymentCustomerMutation();
  const [processPayment] = useProcessPaymentMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PurchaseFailure | null>(null);
  const pending = useRef<Attempt | null>(null);
  const inFlight = useRef(false);

  const stop = (message: string, detail?: string): never => {
    setError(detail ? { message, detail } : { message });
    toast.error(message, detail ? { description: detail } : undefined);
    throw new PurchaseStopped(message);
  };

  /** A fresh card attempt: token, customer, then the payment request (nothing charged yet). */
  const cardAttempt = async (input: PurchaseInput, fingerprint: string): Promise<Attempt> => {
    if (!input.tokenizer) return stop(CHECKOUT_TEXTS.paymentFormNotReady);
    const tokenized = await input.tokenizer.tokenize();
    if (!tokenized.ok) return stop(tokenized.message);
    const { details, user } = input;
    let customerId: string;
    try {
      const customer = await createCustomer({
        firstName: details.firstName,
        lastName: details.lastName,
        email: details.email,
        addressLine1: details.address,
        city: details.city,
        state: details.state,
        postalCode: details.zipCode,
        country: 'US',
        referenceId: user.id,
      }).unwrap();
      customerId = customer.data.customer.id;
    } catch (failure) {
      // The contract's words, with the server's reason (e.g. 'ZIP Code is invalid') beneath.
      return stop(CHECKOUT_TEXTS.customerFailed, serverReason(failure));
    }
    const promoCode = input.cart.promoCode ?? undefined;
    return {
      method: 'card',
      fingerprint,
      idempotencyKey: newIdempotencyKey(),
      payment: {
        sourceId: tokenized.token,
        customerId,
        amount: input.total,
        currency: 'USD',
        games: orderLines(input.cart),
        userId: user.id,
        ...(promoCode ? { promoCode } : {}),
      },
    };
  };

  const walletAttempt = (input: PurchaseInput, fingerprint: string): Attempt => {
    const promoCode = input.cart.promoCode ?? undefined;
    return {
      method: 'wallet',
      fingerprint,
      idempotencyKey: newIdempotencyKey(),
      order: { userId: input.user.id, games: orderLines(input.cart), paymentMethod: 'wallet', ...(promoCode ? { promoCode } : {}) },
    };
  };

  const send = (attempt: Attempt): Promise<PlacedOrderAnswer> =>
    attempt.method === 'wallet'
      ? placeWalletOrder({ order: attempt.order, idempotencyKey: attempt.idempotencyKey }).unwrap()
      : processPayment({ payment: attempt.payment, idempotencyKey: attempt.idempotencyKey }).unwrap();

  /** Places the order; the server's answer, or null when it did not happen (the reason is shown). */
  const purchase = async (input: PurchaseInput): Promise<PlacedOrderAnswer | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const fingerprint = fingerprintOf(input);
      // The same purchase again after an unknown outcome: the same request with the same key.
      let attempt = pending.current?.fingerprint === fingerprint ? pending.current : null;
      if (!attempt) attempt = input.method === 'wallet' ? walletAttempt(input, fingerprint) : await cardAttempt(input, fingerprint);
      pending.current = attempt;
      try {
        const answer = await send(attempt);
        pending.current = null;
        return answer;
      } catch (failure) {
        if (!outcomeUnknown(failure)) pending.current = null;
        return stop(failureMessage(failure, attempt.method === 'wallet' ? CHECKOUT_TEXTS.checkoutFailed : CHECKOUT_TEXTS.paymentFailed));
      }
    } catch (failure) {
      if (!(failure instanceof PurchaseStopped)) {
        setError({ message: CHECKOUT_TEXTS.checkoutFailed });
        toast.error(CHECKOUT_TEXTS.checkoutFailed);
      }
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { purchase, busy, error, clearError: () => setError(null) };
}
