import { serverReason } from '../../../../shared/api/api-error';
import { CHECKOUT_TEXTS } from '../../checkout-texts';

/** What the embedded card form answers when the checkout asks it for a token. */
export type TokenizeOutcome = { ok: true; token: string } | { ok: false; message: string };

/**
 * The embedded card form's handle, given to the checkout once the form is ready (as a card
 * provider's SDK hands over its card object). The card's details never leave the form: the
 * checkout only ever sees the token.
 */
export interface CardTokenizer {
  tokenize(): Promise<TokenizeOutcome>;
}

/** The field errors of a refused card, joined by commas (spec section 5), else the server's message. */
export function tokenizeFailure(error: unknown): string {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  const errors = data && typeof data === 'object' && 'errors' in data ? (data as { errors: unknown }).errors : undefined;
  const messages = Array.isArray(errors)
    ? errors.map((item: unknown) => (item && typeof item === 'object' && 'message' in item ? (item as { message: unknown }).message : null))
    : [];
  if (messages.length > 0 && messages.every((message) => typeof message === 'string')) return messages.join(', ');
  return serverReason(error) ?? CHECKOUT_TEXTS.paymentFailed;
}

/** Card number digits grouped by four as they are typed (at most 19 digits). */
export const formatCardNumber = (value: string): string =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as it is typed: digits only, the slash after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string): string => value.replace(/\D/g, '').slice(0, 4);
