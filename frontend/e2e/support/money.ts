/** Money as the browser tests work it out themselves, to compare with what the pages show. */

export const cents = (dollars: number | string): number => Math.round(Number(dollars) * 100);

/** Dollars as the app shows them: '$', thousands separated, two decimals. */
export const usd = (dollars: number): string => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A whole percent of an amount in cents, rounded half up. */
export const percentOf = (amountCents: number, percent: number): number => Math.floor((amountCents * percent + 50) / 100);
