import { z } from 'zod';
import { defineRoute } from '../../../common/contract/route-contract.js';
import { CARD_ERRORS } from './sandbox-card-rules.js';

/** A card form field as typed: text, checked by the sandbox's card rules (all problems at once). */
const cardField = (message: string, max: number, tooLong = message) => z.string({ error: message }).max(max, { error: tooLong });

export const tokenizeCard = defineRoute({
  method: 'POST',
  path: 'payments/sandbox/tokenize',
  operationId: 'tokenizeSandboxCard',
  summary: 'A single-use card token for payments/process (sandbox test cards only)',
  description: 'Every field problem is listed in `errors` (field and message); `message` joins them with commas.',
  tag: 'payments',
  access: 'signed-in',
  body: z.object({
    number: cardField(CARD_ERRORS.numberInvalid, 40).meta({ examples: ['4242 4242 4242 4242'] }),
    expiry: cardField(CARD_ERRORS.expiryInvalid, 10).meta({ description: 'MM/YY', examples: ['12/30'] }),
    cvc: cardField(CARD_ERRORS.cvcInvalid, 10).meta({ examples: ['123'] }),
    name: cardField(CARD_ERRORS.nameRequired, 1000, CARD_ERRORS.nameTooLong).meta({ examples: ['Ada Lovelace'] }),
  }),
  success: {
    status: 201,
    description: 'The token, with the card’s brand and last four digits',
    body: z.object({ status: z.literal('success'), token: z.string(), card: z.object({ brand: z.string(), last4: z.string() }) }),
  },
});
