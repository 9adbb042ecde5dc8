import { discountedCents } from '../../common/money/money.js';

/** Tax: 8% of the discounted subtotal, rounded half up to the cent. */
export const TAX_PERCENT = 8;

export interface LineToPrice {
  gameId: number;
  title: string;
  quantity: number;
  /** The listing's price and discount when the order is placed. */
  priceCents: number;
  discountPercent: number;
}

export interface PromoTerms {
  code: string;
  discountType: 'percentage' | 'fixed';
  /** A whole percent for 'percentage', cents for 'fixed'. */
  discountValue: number;
}

export interface PricedLine extends LineToPrice {
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface OrderPrice {
  lines: PricedLine[];
  subtotalCents: number;
  taxCents: number;
  promoCode: string | null;
  promoDiscountCents: number;
  totalCents: number;
}

const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/**
 * What a promo takes off: a percentage of the subtotal, or a flat amount; never more than the
 * subtotal plus tax, so the total never goes below zero.
 */
export function promoDiscountCents(promo: PromoTerms, subtotalCents: number, taxCents: number): number {
  const raw = promo.discountType === 'percentage' ? percentOf(subtotalCents, promo.discountValue) : promo.discountValue;
  return Math.min(raw, subtotalCents + taxCents);
}

/**
 * Prices an order in integer cents: each line at its discounted unit price times quantity, the
 * subtotal, 8% tax on it, the promo discount, and the total.
 */
export function priceOrder(lines: readonly LineToPrice[], promo: PromoTerms | null): OrderPrice {
  const priced = lines.map((line) => {
    const unitPriceCents = discountedCents(line.priceCents, line.discountPercent);
    return { ...line, unitPriceCents, lineTotalCents: unitPriceCents * line.quantity };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxCents = percentOf(subtotalCents, TAX_PERCENT);
  const promoCents = promo ? promoDiscountCents(promo, subtotalCents, taxCents) : 0;
  return {
    lines: priced,
    subtotalCents,
    taxCents,
    promoCode: promo?.code ?? null,
    promoDiscountCents: promoCents,
    totalCents: subtotalCents + taxCents - promoCents,
  };
}
