/** A wallet adjustment as the API takes it: dollars above 0, at most two decimals, at most 1,000,000. */
const AMOUNT_TEXT = /^\d{1,7}(\.\d{1,2})?$/;
const MAX_DOLLARS = 1_000_000;

export function isWalletAmount(text: string): boolean {
  const trimmed = text.trim();
  if (!AMOUNT_TEXT.test(trimmed)) return false;
  const dollars = Number(trimmed);
  return dollars > 0 && dollars <= MAX_DOLLARS;
}

export const REASON_MAX = 200;
