/** Money is integer cents inside; the API shows dollars with two decimals. */

/** Cents → dollars as a number with at most two decimals (59.99), for JSON answers. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** "$59.99", as inventory and admin views show amounts. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses a dollar amount given as a number or a string ("59.99", 59.99, "60") into cents,
 * exactly: no binary floating-point drift. Returns null for anything else, for negatives,
 * and for more than two decimals.
 */
export function dollarsToCents(input: unknown): number | null {
  let text: string;
  if (typeof input === 'number') {
    // The shortest form that reads back as the same number: 59.99 → "59.99", 0.1 + 0.2 → "0.30000000000000004".
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The price after a percentage discount, in whole cents, rounded half up:
 * price * (1 - percent/100). The catalogue's SQL filter mirrors this (catalogue-queries.ts).
 */
export function discountedCents(priceCents: number, discountPercent: number): number {
  return Math.floor((priceCents * (100 - discountPercent) + 50) / 100);
}
