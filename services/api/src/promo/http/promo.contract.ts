import { z } from 'zod';
import { dollars, dollarsInput, dollarsTextPattern, isoTime, notBlankPattern } from '../../common/contract/common-schemas.js';
import { DATE_OR_TIME_PATTERN } from '../../common/contract/calendar.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { MAX_FIXED_DISCOUNT_CENTS, MAX_USES_MESSAGE, PAST_EXPIRY_MESSAGE, PERCENTAGE_MESSAGE, PROMO_CODE_MESSAGE } from '../domain/promo.js';

const MISSING = 'Missing Information, please fill all fields';
/** Refused by the field's own schema, which cannot see the type: both rules (a percentage's own, once the type is known, is in x-refusals). */
const DISCOUNT_VALUE = 'The discount must be a whole percent from 1 to 100, or a fixed amount of at most $100,000.00 with at most two decimals';
const MAX_USES = MAX_USES_MESSAGE;
const NOT_A_DATE = 'The expiry date is not a date';
/** PROMO_CODE before uppercasing: what a client may send. */
const PROMO_CODE_INPUT = /^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/;

/** A promo code as sent (any case, surrounding spaces ignored), uppercased. */
const promoCode = (blank: string, invalid: string) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, { error: blank })
    .regex(PROMO_CODE_INPUT, { error: invalid })
    .transform((code) => code.toUpperCase())
    .meta({ description: '3 to 32 letters, digits, - or _, starting with a letter or digit; uppercased', examples: ['SAVE10'] });

/** A date (the end of that day, UTC) or a time with its offset. */
const expiryDate = (blank: string) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, { error: blank })
    .regex(DATE_OR_TIME_PATTERN, { error: NOT_A_DATE })
    .meta({ description: 'A date (it applies to the end of that day, UTC) or a time; not already past', examples: ['2026-12-31'] });

const Promo = z
  .object({
    _id: z.string(),
    code: z.string(),
    discountType: z.enum(['percentage', 'fixed']),
    discountValue: z.number().meta({ description: 'A whole percent, or dollars for fixed' }),
    maxUses: z.int().nullable(),
    usedCount: z.int().min(0),
    expiryDate: isoTime(),
    isActive: z.boolean(),
    description: z.string(),
  })
  .meta({ id: 'Promo' });

export const listPromos = defineRoute({
  method: 'GET',
  path: 'promo',
  operationId: 'listPromos',
  summary: 'Every promo code with its use count (admin)',
  tag: 'promo',
  access: 'staff',
  permission: 'promo-codes',
  success: { status: 200, description: 'The codes, newest first', body: z.object({ status: z.literal(true), promos: z.array(Promo) }) },
});

export const createPromo = defineRoute({
  method: 'POST',
  path: 'promo/create',
  refusals: [PERCENTAGE_MESSAGE, PAST_EXPIRY_MESSAGE],
  operationId: 'createPromo',
  summary: 'Create a promo code (admin); the code is uppercased',
  tag: 'promo',
  access: 'staff',
  permission: 'promo-codes',
  body: z.object({
    code: promoCode(MISSING, PROMO_CODE_MESSAGE),
    discountType: z.enum(['percentage', 'fixed'], { error: "discountType must be 'percentage' or 'fixed'" }).optional().meta({ description: 'percentage (the default) or fixed' }),
    discountValue: z
      .union(
        [
          z.number({ error: MISSING }).gt(0, { error: DISCOUNT_VALUE }).max(MAX_FIXED_DISCOUNT_CENTS / 100, { error: DISCOUNT_VALUE }).multipleOf(0.01, { error: DISCOUNT_VALUE }),
          z.string({ error: MISSING }).regex(dollarsTextPattern({ positive: true, maxDollars: MAX_FIXED_DISCOUNT_CENTS / 100 }), { error: DISCOUNT_VALUE }),
        ],
        { error: MISSING },
      )
      .meta({ description: 'A whole percent from 1 to 100, or dollars (at most two decimals, at most 100,000) for fixed', examples: [10] }),
    maxUses: z
      .union([z.int({ error: MAX_USES }).min(1, { error: MAX_USES }), z.string({ error: MAX_USES }).regex(/^\s*((?!0+\s*$)\d{1,9})?\s*$/, { error: MAX_USES }), z.null()], { error: MAX_USES })
      .optional()
      .meta({ description: 'How many orders may use it; blank or null for no limit', examples: [100] }),
    expiryDate: expiryDate(MISSING),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional().meta({ description: 'true by default' }),
    description: z.string({ error: 'The description must be text' }).max(200, { error: 'The description must be at most 200 characters' }).optional(),
    usedCount: z.unknown().optional().meta({ description: 'Ignored: the server counts uses itself' }),
  }),
  success: {
    status: 201,
    description: 'Created',
    body: z.object({ status: z.literal(true), message: z.string(), code: z.string(), position: z.int().meta({ description: 'The log position written' }) }),
  },
  errors: { 409: 'The code exists already' },
});

const codeParams = z.object({ code: promoCode('Invalid promo code', 'Invalid promo code') });
const changed = {
  status: 200 as const,
  description: 'Changed: the code as it is now',
  body: z.object({ status: z.literal(true), message: z.string(), promo: Promo, position: z.int().meta({ description: 'The log position written' }) }),
};

export const deactivatePromo = defineRoute({
  method: 'POST',
  path: 'promo/{code}/deactivate',
  operationId: 'deactivatePromo',
  summary: 'Deactivate a promo code (admin): checkout refuses it until it is reactivated',
  tag: 'promo',
  access: 'staff',
  permission: 'promo-codes',
  idempotent: true,
  params: codeParams,
  success: changed,
  errors: { 404: 'Promo code not found', 409: 'The code is already inactive' },
});

export const reactivatePromo = defineRoute({
  method: 'POST',
  path: 'promo/{code}/reactivate',
  operationId: 'reactivatePromo',
  summary: 'Reactivate a deactivated promo code (admin)',
  tag: 'promo',
  access: 'staff',
  permission: 'promo-codes',
  idempotent: true,
  params: codeParams,
  success: changed,
  errors: { 404: 'Promo code not found', 409: 'The code is already active' },
});

export const extendPromoExpiry = defineRoute({
  method: 'POST',
  path: 'promo/{code}/expiry',
  refusals: [PAST_EXPIRY_MESSAGE],
  operationId: 'extendPromoExpiry',
  summary: 'Extend a promo code’s expiry (admin) to a later date, not already past',
  tag: 'promo',
  access: 'staff',
  permission: 'promo-codes',
  idempotent: true,
  params: codeParams,
  body: z.object({ expiryDate: expiryDate('Please enter the new expiry date') }),
  success: changed,
  errors: { 404: 'Promo code not found', 409: 'The date is already past, or not after the current expiry' },
});

export const changePromoMaxUses = defineRoute({
  method: 'POST',
  path: 'promo/{code}/max-uses',
  operationId: 'changePromoMaxUses',
  summary: 'Change how many orders may use a promo code (admin): never below the uses already made',
  tag: 'promo',
  access: 'staff',
  permission: 'promo-codes',
  idempotent: true,
  params: codeParams,
  body: z.object({
    maxUses: z
      .union([z.int({ error: MAX_USES }).min(1, { error: MAX_USES }).max(999_999_999, { error: MAX_USES }), z.null()], { error: MAX_USES })
      .meta({ description: 'The new limit; null for no limit', examples: [200] }),
  }),
  success: changed,
  errors: { 404: 'Promo code not found', 409: 'Below the uses already made, or the same limit' },
});

export const deletePromo = defineRoute({
  method: 'DELETE',
  path: 'promo/{code}',
  operationId: 'deletePromo',
  summary: 'Delete a promo code (admin): it stops applying; its redemptions stay in the log',
  tag: 'promo',
  access: 'staff',
  permission: 'promo-codes',
  params: codeParams,
  success: { status: 200, description: 'Deleted', body: z.object({ status: z.literal(true), message: z.string(), position: z.int() }) },
  errors: { 404: 'Promo code not found' },
});

export const applyPromo = defineRoute({
  method: 'POST',
  path: 'promo/apply',
  refusals: ['subtotal must be an amount in dollars, at most the total'],
  operationId: 'applyPromo',
  summary: "What a code takes off the cart's total (checkout applies it again, authoritatively)",
  tag: 'promo',
  access: 'signed-in',
  guestMessage: 'Login to use Promo Code!',
  body: z.object({
    code: z
      .string({ error: 'Please enter a promo code' })
      .trim()
      .min(1, { error: 'Please enter a promo code' })
      .regex(notBlankPattern(), { error: 'Please enter a promo code' })
      .max(64, { error: 'Invalid promo code' })
      .transform((code) => code.toUpperCase())
      .meta({ examples: ['SAVE10'] }),
    orderTotal: dollarsInput('orderTotal must be an amount in dollars').meta({ description: 'The cart total in dollars (subtotal + tax) the discount is shown against', examples: [64.79] }),
    subtotal: dollarsInput('subtotal must be an amount in dollars, at most the total')
      .optional()
      .meta({ description: 'The subtotal in dollars: a percentage is taken of it, as at checkout', examples: [59.99] }),
  }),
  success: {
    status: 200,
    description: 'The code applies',
    body: z.object({
      status: z.literal(true),
      promoCode: z.string(),
      discountType: z.enum(['percentage', 'fixed']),
      discountValue: z.number(),
      discount: dollars(),
      newTotal: dollars(),
    }),
  },
  errors: { 409: 'The code does not apply (unknown, inactive, expired or used up): `error` and `reason` say why' },
});
