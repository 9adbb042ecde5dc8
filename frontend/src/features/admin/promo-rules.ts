import type { DiscountType, NewPromoCode } from './promo-types';

/**
 * The server's rules for a promo code's fields, in its words (promo.ts, promo.contract.ts), so a
 * field says what is wrong under it before anything is sent. The server checks them again.
 */
export const PROMO_RULES = {
  required: 'Missing Information, please fill all fields',
  code: 'A code is 3 to 32 letters, digits, - or _, starting with a letter or digit',
  percentage: 'A percentage of at most 100: a whole number from 1 to 100',
  fixed: 'A fixed discount of at most $100,000.00: a positive dollar amount with at most two decimals',
  maxUses: 'Max uses must be a whole number of at least 1',
  pastExpiry: 'The expiry date is already past',
  notADate: 'The expiry date is not a date',
} as const;

const MAX_FIXED_CENTS = 100_000_00;

export function discountProblem(type: DiscountType, text: string): string | null {
  const value = text.trim();
  if (!value) return PROMO_RULES.required;
  if (type === 'percentage') return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100 ? null : PROMO_RULES.percentage;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  return cents >= 1 && cents <= MAX_FIXED_CENTS ? null : PROMO_RULES.fixed;
}

/** Blank is no limit when `blankAllowed`. */
export function maxUsesProblem(text: string, blankAllowed = true): string | null {
  const value = text.trim();
  if (!value) return blankAllowed ? null : PROMO_RULES.maxUses;
  return /^\d{1,9}$/.test(value) && Number(value) >= 1 ? null : PROMO_RULES.maxUses;
}

/** A YYYY-MM-DD expiry: not before `today` (the code applies to the end of its day). */
export function expiryProblem(date: string, today: string): string | null {
  if (!date) return PROMO_RULES.required;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return PROMO_RULES.notADate;
  return date < today ? PROMO_RULES.pastExpiry : null;
}

export type PromoFieldErrors = Partial<Record<keyof NewPromoCode, string>>;

/** Each field's problem in a new code, none when it may be sent. */
export function newPromoProblems(promo: NewPromoCode, today: string): PromoFieldErrors {
  const problems: PromoFieldErrors = {};
  const code = promo.code.trim();
  if (!code) problems.code = PROMO_RULES.required;
  else if (!/^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/.test(code)) problems.code = PROMO_RULES.code;
  const discount = discountProblem(promo.discountType, promo.discountValue);
  if (discount) problems.discountValue = discount;
  const maxUses = maxUsesProblem(promo.maxUses);
  if (maxUses) problems.maxUses = maxUses;
  const expiry = expiryProblem(promo.expiryDate, today);
  if (expiry) problems.expiryDate = expiry;
  return problems;
}

/** The fields a server refusal names (problem+json `errors`), by field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  const errors = data && typeof data === 'object' && 'errors' in data ? (data as { errors: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return {};
  const found: Record<string, string> = {};
  for (const item of errors) {
    if (item && typeof item.field === 'string' && typeof item.message === 'string' && !(item.field in found)) found[item.field] = item.message;
  }
  return found;
}

/** Today as YYYY-MM-DD (UTC, as the server reads an expiry date). */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
