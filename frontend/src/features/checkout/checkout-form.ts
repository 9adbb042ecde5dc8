import type { SessionUser } from '../../shared/session/session-user';
import { CHECKOUT_TEXTS } from './checkout-texts';

/** The checkout form (spec: Checkout form entity). State is optional; the rest is required. */
export interface CheckoutDetails {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export type CheckoutField = keyof CheckoutDetails;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export type PaymentChoice = 'card' | 'wallet';

const REQUIRED: ReadonlyArray<[CheckoutField, string]> = [
  ['firstName', CHECKOUT_TEXTS.firstNameRequired],
  ['lastName', CHECKOUT_TEXTS.lastNameRequired],
  ['email', CHECKOUT_TEXTS.emailRequired],
  ['address', CHECKOUT_TEXTS.addressRequired],
  ['city', CHECKOUT_TEXTS.cityRequired],
  ['zipCode', CHECKOUT_TEXTS.zipRequired],
];

/** Name and e-mail come from the signed-in user; the address is typed. */
export const initialDetails = (user: SessionUser): CheckoutDetails => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
});

/** Each required field left blank, with the spec's message. */
export function validateDetails(details: CheckoutDetails): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, message] of REQUIRED) if (!details[field].trim()) errors[field] = message;
  return errors;
}

export const trimmedDetails = (details: CheckoutDetails): CheckoutDetails =>
  Object.fromEntries(Object.entries(details).map(([field, value]) => [field, value.trim()])) as unknown as CheckoutDetails;
