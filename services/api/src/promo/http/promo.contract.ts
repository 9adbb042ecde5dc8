import { z } from 'zod';
import { DOLLARS_TEXT, dollars, dollarsInput, isoTime } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { PROMO_CODE_MESSAGE } from '../domain/promo.js';

const MISSING = 'Missing Information, please fill all fields';
const DISCOUNT_VALUE = 'The discount is a whole percent from 1 to 100, or a positive dollar amount';
const MAX_USES = 'Max uses must be a whole number of at least 1';
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
  access: 'admin',
  success: { status: 200, description: 'The codes, newest first', body: z.object({ status: z.literal(true), promos: z.array(Promo) }) },
});

export const createPromo = defineRoute({
  method: 'POST',
  path: 'promo/create',
  operationId: 'createPromo',
  summary: 'Create a promo code (admin); the code is uppercased',
  tag: 'promo',
  access: 'admin',
  body: z.object({
    code: promoCode(MISSING, PROMO_CODE_MESSAGE),
    discountType: z.enum(['percentage', 'fixed'], { error: "discountType must be 'percentage' or 'fixed'" }).optional().meta({ description: 'percentage (the default) or fixed' }),
    discountValue: z
      .union([z.number({ error: MISSING }).positive({ error: DISCOUNT_VALUE }), z.string({ error: MISSING }).regex(DOLLARS_TEXT, { error: DISCOUNT_VALUE })], { error: MISSING })
      .meta({ description: 'A whole percent from 1 to 100, or dollars (at most two decimals) for fixed', examples: [10] }),
    maxUses: z
      .union([z.int({ error: MAX_USES }).min(1, { error: MAX_USES }), z.string({ error: MAX_USES }).regex(/^\s*(\d{1,9})?\s*$/, { error: MAX_USES }), z.null()], { error: MAX_USES })
      .optional()
      .meta({ description: 'How many orders may use it; blank or null for no limit', examples: [100] }),
    expiryDate: z
      .string({ error: MISSING })
      .trim()
      .min(1, { error: MISSING })
      .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, { error: 'The expiry date is not a date' })
      .refine((text) => !Number.isNaN(new Date(text.length === 10 ? `${text}T00:00:00Z` : text).getTime()), { error: 'The expiry date is not a date' })
      .meta({ description: 'A date (it applies to the end of that day, UTC) or a time; not already past', examples: ['2026-12-31'] }),
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

export const deletePromo = defineRoute({
  method: 'DELETE',
  path: 'promo/{code}',
  operationId: 'deletePromo',
  summary: 'Delete a promo code (admin): it stops applying; its redemptions stay in the log',
  tag: 'promo',
  access: 'admin',
  params: z.object({ code: promoCode('Invalid promo code', 'Invalid promo code') }),
  success: { status: 200, description: 'Deleted', body: z.object({ status: z.literal(true), message: z.string(), position: z.int() }) },
  errors: { 404: 'Promo code not found' },
});

export const applyPromo = defineRoute({
  method: 'POST',
  path: 'promo/apply',
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
