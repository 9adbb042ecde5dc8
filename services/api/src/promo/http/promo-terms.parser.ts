import type { BodyOf } from '../../common/contract/route-contract.js';
import { dollarsToCents } from '../../common/money/money.js';
import { toPromoHttpError } from '../commands/promo-errors.js';
import { FIXED_DISCOUNT_MESSAGE, PromoRuleError, type PromoCreated } from '../domain/promo.js';
import type { createPromo } from './promo.contract.js';

/** The admin's form as promo terms: fixed amounts in cents, no limit for a blank maxUses, a date's expiry at the end of its day (UTC). */
export function promoTermsFrom(body: BodyOf<typeof createPromo>): PromoCreated['data'] {
  const discountType = body.discountType ?? 'percentage';
  let discountValue: number;
  if (discountType === 'fixed') {
    const cents = dollarsToCents(body.discountValue);
    // Not cents at all (three decimals, say): refused in the words of the rule; the range is the domain's.
    if (cents === null) throw toPromoHttpError(new PromoRuleError(FIXED_DISCOUNT_MESSAGE, 'invalid', 'discountValue'));
    discountValue = cents;
  } else {
    discountValue = Number(body.discountValue);
  }
  const maxUses = body.maxUses === undefined || body.maxUses === null || String(body.maxUses).trim() === '' ? null : Number(body.maxUses);
  return {
    code: body.code,
    discountType,
    discountValue,
    maxUses,
    expiresAt: expiryFrom(body.expiryDate),
    isActive: body.isActive ?? true,
    description: body.description?.trim() ?? '',
  };
}

/** An expiry as the admin sends it: a date means the end of that day (UTC); a time is taken as it is. */
export function expiryFrom(text: string): string {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59.999Z` : text).toISOString();
}
