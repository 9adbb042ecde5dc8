import { z } from 'zod';
import { dollarsInput, emailAddress, notBlankPattern, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { CUSTOMER_MISSING_MESSAGE } from '../commands/place-card-order.handler.js';
import { INVALID_TOKEN_MESSAGE } from '../payments/sandbox/sandbox-payment-gateway.js';
import { orderLines, PlacedOrderAnswer, promoCodeField } from './order.contract.js';

export const PAYMENT_FORM_NOT_READY = 'Payment form is not ready. Please try again.';

/** A required text field of the customer form, trimmed, with the checkout's own messages. */
const customerText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .regex(notBlankPattern(), { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const createCustomer = defineRoute({
  method: 'POST',
  path: 'payments/customers',
  operationId: 'createPaymentCustomer',
  summary: "The checkout's customer at the payment gateway (referenceId: your own user id)",
  description: 'With several problems the answer names them all, in form order.',
  tag: 'payments',
  access: 'signed-in',
  body: z.object({
    firstName: customerText('First Name', 100).meta({ examples: ['Ada'] }),
    lastName: customerText('Last Name', 100).meta({ examples: ['Lovelace'] }),
    email: emailAddress('Email is required'),
    addressLine1: customerText('Address', 200).meta({ examples: ['1 Analytical Way'] }),
    city: customerText('City', 100).meta({ examples: ['Springfield'] }),
    state: z.string({ error: 'State must be text' }).trim().max(100, { error: 'State must be at most 100 characters' }).optional().meta({ examples: ['IL'] }),
    postalCode: z
      .string({ error: 'ZIP Code is required' })
      .trim()
      .min(1, { error: 'ZIP Code is required' })
      .regex(/^\d{5}(-\d{4})?$/, { error: 'ZIP Code is invalid' })
      .meta({ description: 'A US ZIP Code: 12345 or 12345-6789', examples: ['62701'] }),
    country: z.literal('US', { error: 'Only US addresses are accepted' }).optional(),
    referenceId: z
      .string({ error: 'You can only create a customer for yourself' })
      .max(100, { error: 'You can only create a customer for yourself' })
      .optional()
      .meta({ description: 'Your own user id (anything else, or none, is refused with 403)' }),
  }),
  success: {
    status: 201,
    description: 'The customer at the gateway',
    body: z.object({ status: z.literal('success'), data: z.object({ customer: z.object({ id: z.string() }) }) }),
  },
  errors: { 403: 'You can only create a customer for yourself' },
});

export const processPayment = defineRoute({
  method: 'POST',
  path: 'payments/process',
  refusals: [CUSTOMER_MISSING_MESSAGE, INVALID_TOKEN_MESSAGE],
  operationId: 'processPayment',
  summary: 'Buy by card: priced by the server, the card authorized, keys delivered, then the charge captured',
  tag: 'payments',
  access: 'signed-in',
  idempotent: true,
  body: z.object({
    sourceId: z
      .string({ error: PAYMENT_FORM_NOT_READY })
      .min(1, { error: PAYMENT_FORM_NOT_READY })
      .max(200, { error: PAYMENT_FORM_NOT_READY })
      .meta({ description: 'The card token from the card form (payments/sandbox/tokenize)' }),
    customerId: z
      .string({ error: CUSTOMER_MISSING_MESSAGE })
      .min(1, { error: CUSTOMER_MISSING_MESSAGE })
      .max(200, { error: CUSTOMER_MISSING_MESSAGE })
      .meta({ description: 'From payments/customers' }),
    amount: dollarsInput('amount must be the total in dollars, with at most two decimals').meta({
      description: 'The total the shopper saw, in dollars (number or string, at most two decimals). The server charges its own total and answers 409 if they differ by more than a cent.',
      examples: [51.82],
    }),
    currency: z.literal('USD', { error: 'Only USD payments are accepted' }).optional(),
    games: orderLines(),
    userId: uuid('Invalid user id').meta({ description: 'Your own user id' }),
    promoCode: promoCodeField(),
  }),
  success: { status: 201, description: 'The order, paid by card and delivered', body: PlacedOrderAnswer },
  errors: {
    402: "The card was declined: the gateway's message and `code`; nothing was bought",
    403: 'You can only order for yourself',
    404: 'A game that is not in the store',
    409: 'Out of stock, a promo code that does not apply, or a total other than the one shown',
  },
});
