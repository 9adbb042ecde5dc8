import { z } from 'zod';
import { dollarsToCents } from '../money/money.js';
import { wholeNumberRangePattern } from './number-range-pattern.js';

/** The id shape of users, orders and keys (any UUID version: ids are v4, v7 and derived v8). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID, refused with `message` (the spec's words) when it is anything else. */
export const uuid = (message: string) => z.string({ error: message }).regex(UUID_PATTERN, { error: message }).meta({ format: 'uuid' });

/** An amount of money as answered: dollars with at most two decimals. */
export const dollars = () => z.number().meta({ description: 'Dollars, at most two decimals' });

/** The most any amount may be: nine digits of dollars, which dollarsToCents reads. */
const MAX_DOLLARS = 999_999_999.99;

export interface DollarsRange {
  /** More than zero (else zero or more). */
  positive?: boolean;
  /** At most this many whole dollars: a power of ten (100,000, 1,000,000); nine digits when absent. */
  maxDollars?: number;
}

/**
 * The pattern of an amount as text within a range, for the document and the server alike:
 * spaces around, up to two decimals, not zero when positive, at most `maxDollars` (10^k).
 */
export function dollarsTextPattern({ positive = false, maxDollars }: DollarsRange = {}): RegExp {
  const notZero = positive ? '(?!0*(?:\\.0*)?\\s*$)' : '';
  let amount = '\\d{1,9}(?:\\.\\d{1,2})?';
  if (maxDollars !== undefined) {
    const digits = String(maxDollars).length - 1;
    if (String(maxDollars) !== `1${'0'.repeat(digits)}`) throw new Error(`maxDollars must be a power of ten, not ${maxDollars}`);
    amount = `(?:\\d{1,${digits}}(?:\\.\\d{1,2})?|${maxDollars}(?:\\.0{1,2})?)`;
  }
  return new RegExp(`^\\s*${notZero}${amount}\\s*$`);
}

/**
 * An amount sent as a number or as text, as integer cents. The document states the whole rule:
 * the number's bounds and its cents (`multipleOf: 0.01`), the text's pattern.
 */
export const dollarsInput = (message: string, range: DollarsRange = {}) => {
  const max = range.maxDollars ?? MAX_DOLLARS;
  const number = z.number({ error: message });
  return z
    .union([(range.positive ? number.gt(0, { error: message }) : number.min(0, { error: message })).max(max, { error: message }).multipleOf(0.01, { error: message }), z.string({ error: message }).regex(dollarsTextPattern(range), { error: message })], { error: message })
    .transform((value, context) => {
      // The branches above hold the range; this reads the exact cents (null past what it can read).
      const cents = dollarsToCents(value);
      if (cents === null) {
        context.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return cents;
    })
    .meta({ description: 'Dollars with at most two decimals, as a number or a string' });
};

/**
 * The store's one e-mail rule, on the server and in the document alike: a local part of the usual
 * characters (no dot first, last or twice in a row), and a domain of labels that start and end
 * with a letter or digit (RFC 1123: `x@bad-.example.com` is refused), ending in a top-level domain
 * of letters. Zod's own e-mail check lets a label end with a hyphen, and its `format: email` in the
 * document promised more than it checked.
 */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** An e-mail address, at most 254 characters; `blank`: the message when it is missing or empty (else the invalid one). */
export const emailAddress = (blank = EMAIL_MESSAGE) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, { error: blank })
    .max(254, { error: EMAIL_MESSAGE })
    .regex(EMAIL_PATTERN, { error: EMAIL_MESSAGE })
    .meta({ format: 'email' });

/**
 * What `.trim().min(min)` checks, as the document's pattern on the text as sent: at least `min`
 * characters between the first and the last that are not blank, spaces around allowed, and no NUL
 * (which no text field takes: unstorable-text.ts). Whitespace-only text is refused, and says so.
 */
export function notBlankPattern(min = 1): RegExp {
  const between = min <= 1 ? '(?:[^\\u0000]*[^\\s\\u0000])?' : `[^\\u0000]{${min - 2},}[^\\s\\u0000]`;
  return new RegExp(`^\\s*[^\\s\\u0000]${between}\\s*$`, 'u');
}

/** A positive whole number in a path or query string (digits only), as a number. */
export const wholeNumberText = (message: string, max = 2_147_483_647) =>
  z
    .string({ error: message })
    .regex(new RegExp(wholeNumberRangePattern(max)), { error: message })
    .transform((text) => Number(text))
    .meta({ description: `A whole number from 1 to ${max.toLocaleString('en-US')}` });

/** A page or a page size in a query string: 1 to `max`, `fallback` when absent or empty; the pattern states the range. */
export const pagingNumber = (name: string, max: number, fallback: number) => {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return z
    .string({ error: message })
    .regex(new RegExp(wholeNumberRangePattern(max, { orBlank: true })), { error: message })
    .optional()
    .transform((text) => (text ? Number(text) : fallback))
    .meta({ description: `1 to ${max}; ${fallback} when absent` });
};

/** The ISO time an answer carries (`2026-11-25T14:17:24.000Z`). */
export const isoTime = () => z.string().meta({ format: 'date-time' });

/**
 * `?position=`: a log position a command answered. The read waits (up to 2 s) until its read model
 * has applied it, so the caller sees their own write; `until` says what then shows it.
 */
export const readAfterWritePosition = (until: string) =>
  z
    .string({ error: 'position must be a whole number' })
    .regex(/^\d{1,15}$/, { error: 'position must be a whole number' })
    .transform(Number)
    .optional()
    .meta({ description: `A command's answer position: waits (up to 2 s) until ${until}` });

/** Why a staff member did something that moves money or power (a wallet adjustment, a role change), for the audit trail: 3 to 200 characters. */
export const auditReason = () =>
  z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, { error: 'A reason of at least 3 characters is required' })
    .regex(notBlankPattern(3), { error: 'A reason of at least 3 characters is required' })
    .max(200, { error: 'The reason must be at most 200 characters' })
    .meta({ description: 'Why, for the audit trail' });
