/** Dollars with at most two decimals, as the API takes them: $59.99 stays $59.99 (spec README, decision 3). */
const PRICE_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

export const isPriceText = (text: string): boolean => PRICE_TEXT.test(text.trim());

/** The price field's text for a price in dollars. */
export const priceText = (dollars: number): string => dollars.toFixed(2);

/** The edit dialog's price when the game has none (spec, section 5). */
export const DEFAULT_PRICE_TEXT = '59.99';
