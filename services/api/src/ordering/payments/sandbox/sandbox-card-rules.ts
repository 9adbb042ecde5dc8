import type { CardSummary } from '../payment-gateway.port.js';
import { isSandboxTestCard } from './sandbox-test-cards.js';

/** The field errors the card form shows (joined by commas, as the checkout shows them). */
export const CARD_ERRORS = {
  numberInvalid: 'Card number is invalid',
  notATestCard: 'This card number is not a sandbox test card',
  expiryInvalid: 'Expiry date is invalid',
  expired: 'Card has expired',
  cvcInvalid: 'CVC is invalid',
  nameRequired: 'Cardholder name is required',
  nameTooLong: 'Cardholder name must be at most 100 characters',
} as const;

/** What the browser's card form posts: all strings as typed. */
export interface CardForm {
  number: unknown;
  /** MM/YY */
  expiry: unknown;
  cvc: unknown;
  name: unknown;
}

export interface CheckedCard extends CardSummary {
  expMonth: number;
  expYear: number;
}

/** A field of the card form and what is wrong with it. */
export interface CardFieldError {
  field: 'number' | 'expiry' | 'cvc' | 'name';
  message: string;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; errors: CardFieldError[] };

/** A card expiring further ahead than this is a typo. */
const MAX_YEARS_AHEAD = 20;
export const MAX_NAME_LENGTH = 100;

/** The shapes the checks below accept, as the OpenAPI document states them (a number's check digit and a test card are checked beyond its pattern). */
export const CARD_NUMBER_PATTERN = /^[\s-]*(\d[\s-]*){12,19}$/;
export const CARD_EXPIRY_PATTERN = /^\s*(0[1-9]|1[0-2])\s*\/\s*\d{2}\s*$/;
export const CARD_CVC_PATTERN = /^\s*\d{3,4}\s*$/;
/** Not blank, and at most MAX_NAME_LENGTH characters between the spaces around it. */
export const CARD_NAME_PATTERN = /^\s*\S(.{0,98}\S)?\s*$/;

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's digits with the spaces or dashes people type removed; null unless 12 to 19 digits with a valid checksum. */
export function cardDigits(number: unknown): string | null {
  if (typeof number !== 'string') return null;
  const digits = number.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? digits : null;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/**
 * MM/YY → month and full year, or why not. A card is good through the last day of its expiry
 * month (UTC), so a card expiring this month is accepted.
 */
export function parseExpiry(expiry: unknown, now: Date): { month: number; year: number } | { error: string } {
  const match = typeof expiry === 'string' ? /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry) : null;
  if (!match) return { error: CARD_ERRORS.expiryInvalid };
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return { error: CARD_ERRORS.expiryInvalid };
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return { error: CARD_ERRORS.expired };
  if (year > thisYear + MAX_YEARS_AHEAD) return { error: CARD_ERRORS.expiryInvalid };
  return { month, year };
}

/**
 * Checks a card form the way the sandbox gateway tokenizes it: every field, so the form can show
 * all problems at once. Only the brand and the last four digits leave this function.
 */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: CardFieldError[] = [];
  const digits = cardDigits(form.number);
  if (digits === null) errors.push({ field: 'number', message: CARD_ERRORS.numberInvalid });
  else if (!isSandboxTestCard(digits)) errors.push({ field: 'number', message: CARD_ERRORS.notATestCard });

  const expiry = parseExpiry(form.expiry, now);
  if ('error' in expiry) errors.push({ field: 'expiry', message: expiry.error });

  const cvcLength = digits !== null && cardBrand(digits) === 'American Express' ? 4 : 3;
  if (typeof form.cvc !== 'string' || !new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) errors.push({ field: 'cvc', message: CARD_ERRORS.cvcInvalid });

  const name = typeof form.name === 'string' ? form.name.trim() : '';
  if (name.length === 0) errors.push({ field: 'name', message: CARD_ERRORS.nameRequired });
  else if (name.length > MAX_NAME_LENGTH) errors.push({ field: 'name', message: CARD_ERRORS.nameTooLong });

  if (errors.length > 0 || digits === null || 'error' in expiry) return { ok: false, errors };
  return { ok: true, card: { brand: cardBrand(digits), last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year } };
}
