import { BadRequestError } from '../../common/app-errors.js';
import type { BodyOf } from '../../common/contract/route-contract.js';
import { dollarsToCents } from '../../common/money/money.js';
import type { PromoCreated } from '../domain/promo.js';
import type { createPromo } from './promo.contract.js';

/** The admin's form as promo terms: fixed amounts in cents, no limit for a blank maxUses, a date's expiry at the end of its day (UTC). */
export function promoTermsFrom(body: BodyOf<typeof createPromo>): PromoCreated['data'] {
  const discountType = body.discountType ?? 'percentage';
  let discountValue: number;
  if (discountType === 'fixed') {
    const cents = dollarsToCents(body.discountValue);
    if (cents === null || cents <= 0) throw new BadRequestError('A fixed discount is a positive dollar amount');
    discountValue = cents;
  } else {
    discountValue = Number(body.discountValue);
  }
  const maxUses = body.maxUses === undefined || body.maxUses === null || String(body.maxUses).trim() === '' ? null : Number(body.maxUses);
  const expiry = new Date(/^\d{4}-\d{2}-\d{2}$/.test(body.expiryDate) ? `${body.expiryDate}T23:59:59.999Z` : body.expiryDate);
  return {
    code: body.code,
    discountType,
    discountValue,
    maxUses,
    expiresAt: expiry.toISOString(),
    isActive: body.isActive ?? true,
    description: body.description?.trim() ?? '',
  };
}
