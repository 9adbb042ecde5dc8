import { BadRequestError } from '../../common/app-errors.js';
import { dollarsToCents } from '../../common/money/money.js';
import { normalisePromoCode, type PromoCreated } from '../domain/promo.js';
import type { CreatePromoDto } from './dto/create-promo.dto.js';

const MISSING = 'Missing Information, please fill all fields';

/** The admin's form as promo terms: code uppercased, fixed amounts in cents, expiry at the end of its day (UTC). */
export function promoTermsFrom(body: CreatePromoDto): PromoCreated['data'] {
  const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
  if (blank(body.code) || blank(body.discountValue) || blank(body.expiryDate)) throw new BadRequestError(MISSING, { status: false });
  if (typeof body.code !== 'string') throw new BadRequestError('The code must be text', { status: false });
  const discountType = body.discountType ?? 'percentage';
  let discountValue: number;
  if (discountType === 'fixed') {
    const cents = dollarsToCents(body.discountValue);
    if (cents === null || cents <= 0) throw new BadRequestError('A fixed discount is a positive dollar amount', { status: false });
    discountValue = cents;
  } else {
    discountValue = Number(body.discountValue);
  }
  const maxUses = blank(body.maxUses) ? null : Number(body.maxUses);
  const expiry = typeof body.expiryDate === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(body.expiryDate) ? `${body.expiryDate}T23:59:59.999Z` : body.expiryDate) : null;
  if (!expiry || Number.isNaN(expiry.getTime())) throw new BadRequestError('The expiry date is not a date', { status: false });
  return {
    code: normalisePromoCode(body.code),
    discountType,
    discountValue,
    maxUses,
    expiresAt: expiry.toISOString(),
    isActive: body.isActive ?? true,
    description: body.description?.trim() ?? '',
  };
}
