/** The currencies a shopper can pick, with the spec's fixed rates against the US dollar. */
export const CURRENCIES = {
  USD: { code: 'USD', rate: 1, symbol: '$' },
  EUR: { code: 'EUR', rate: 0.92, symbol: '€' },
  GBP: { code: 'GBP', rate: 0.78, symbol: '£' },
  JPY: { code: 'JPY', rate: 151.23, symbol: '¥' },
  PKR: { code: 'PKR', rate: 277.9, symbol: 'PKR ' },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const isCurrencyCode = (value: unknown): value is CurrencyCode => typeof value === 'string' && value in CURRENCIES;

/**
 * A dollar amount shown in the chosen currency: two decimals with the currency's symbol, except
 * PKR, which shows no decimals after a 'PKR ' prefix.
 */
export function formatInCurrency(dollars: number, code: CurrencyCode): string {
  const { rate, symbol } = CURRENCIES[code];
  const amount = (Number.isFinite(dollars) ? dollars : 0) * rate;
  const decimals = code === 'PKR' ? 0 : 2;
  const digits = amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${symbol}${digits}`;
}
