import type { PromoTerms } from './cart-types';

/** Half up to the cent, as the server rounds (services/api/src/ordering/domain/order-pricing.ts). */
const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/**
 * What an applied promo takes off the cart as it is now, by the server's rule: a percentage of
 * the subtotal, or a flat amount; never more than subtotal plus tax.
 */
export function promoDiscountCents(terms: PromoTerms, subtotalCents: number, taxCents: number): number {
  const raw = terms.discountType === 'percentage' ? percentOf(subtotalCents, terms.discountValue) : Math.round(terms.discountValue * 100);
  return Math.min(raw, subtotalCents + taxCents);
}
