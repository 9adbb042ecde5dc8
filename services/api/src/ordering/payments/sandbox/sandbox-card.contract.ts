import { z } from 'zod';
import { defineRoute } from '../../../common/contract/route-contract.js';
import { CARD_CVC_PATTERN, CARD_ERRORS, CARD_EXPIRY_PATTERN, CARD_NAME_PATTERN, CARD_NUMBER_PATTERN, MAX_NAME_LENGTH } from './sandbox-card-rules.js';

/**
 * A card form field as typed: text, checked by the sandbox's card rules (sandbox-card-rules.ts), so
 * that every problem is answered at once in the form's words. The document states those rules
 * (pattern, lengths); the schema here only bounds what is read.
 */
const cardField = (message: string, max: number, tooLong = message) => z.string({ error: message }).max(max, { error: tooLong });

export const tokenizeCard = defineRoute({
  method: 'POST',
  path: 'payments/sandbox/tokenize',
  refusals: [CARD_ERRORS.numberInvalid, CARD_ERRORS.notATestCard, CARD_ERRORS.expired, CARD_ERRORS.expiryInvalid, CARD_ERRORS.cvcInvalid],
  operationId: 'tokenizeSandboxCard',
  summary: 'A single-use card token for payments/process (sandbox test cards only)',
  description: 'Every field problem is listed in `errors` (field and message); `message` joins them with commas.',
  tag: 'payments',
  access: 'signed-in',
  body: z.object({
    number: cardField(CARD_ERRORS.numberInvalid, 40).meta({
      description: '12 to 19 digits with a valid check digit (Luhn), spaces or dashes between them allowed; a sandbox test card',
      pattern: CARD_NUMBER_PATTERN.source,
      examples: ['4242 4242 4242 4242'],
    }),
    expiry: cardField(CARD_ERRORS.expiryInvalid, 10).meta({
      description: 'MM/YY, this month or later, at most 20 years ahead',
      pattern: CARD_EXPIRY_PATTERN.source,
      examples: ['12/30'],
    }),
    cvc: cardField(CARD_ERRORS.cvcInvalid, 10).meta({ description: '3 digits, 4 for American Express', pattern: CARD_CVC_PATTERN.source, examples: ['123'] }),
    name: cardField(CARD_ERRORS.nameRequired, 1000, CARD_ERRORS.nameTooLong).meta({
      description: `The name on the card: at most ${MAX_NAME_LENGTH} characters once the spaces around it are trimmed, not blank`,
      pattern: CARD_NAME_PATTERN.source,
      examples: ['Ada Lovelace'],
    }),
  }),
  success: {
    status: 201,
    description: 'The token, with the card’s brand and last four digits',
    body: z.object({ status: z.literal('success'), token: z.string(), card: z.object({ brand: z.string(), last4: z.string() }) }),
  },
});
