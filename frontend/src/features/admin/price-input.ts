/**
 * A price as the API takes it: dollars with at most two decimals, above $0 and at most $100,000
 * ($59.99 stays $59.99, spec README decision 3).
 */
const PRICE_TEXT = /^\d{1,9}(\.\d{1,2})?$/;
const MAX_PRICE = 100_000;

export const PRICE_HINT = 'Dollars with at most two decimals, from 0.01 to 100000, e.g. 59.99';

export function isPriceText(text: string): boolean {
  const trimmed = text.trim();
  if (!PRICE_TEXT.test(trimmed)) return false;
  const dollars = Number(trimmed);
  return dollars > 0 && dollars <= MAX_PRICE;
}

/** The price field's text for a price in dollars. */
export const priceText = (dollars: number): string => dollars.toFixed(2);

/** The edit dialog's price when the game has none (spec, section 5). */
export const DEFAULT_PRICE_TEXT = '59.99';
