import type { CartState, CartTotals } from './cart-types';
import { promoDiscountCents } from './promo-discount';

/** Tax: 8% of the subtotal. */
export const TAX_RATE_PERCENT = 8;

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The cart's money in integer cents, shown as dollars rounded to 2 decimals: subtotal of
 * discounted prices times quantities, 8% tax, the promo discount (recomputed from its terms for
 * the items as they are now), a total never below 0.
 */
export function cartTotals(cart: CartState): CartTotals {
  const subtotalCents = cart.items.reduce((sum, item) => sum + toCents(item.game.discountedPrice) * item.quantity, 0);
  const taxCents = Math.round((subtotalCents * TAX_RATE_PERCENT) / 100);
  const promoCents = cart.promoTerms ? promoDiscountCents(cart.promoTerms, subtotalCents, taxCents) : toCents(cart.promoDiscount);
  const discountCents = Math.min(promoCents, subtotalCents + taxCents);
  const totalCents = Math.max(0, subtotalCents + taxCents - discountCents);
  return { subtotal: subtotalCents / 100, tax: taxCents / 100, discount: discountCents / 100, total: totalCents / 100 };
}
