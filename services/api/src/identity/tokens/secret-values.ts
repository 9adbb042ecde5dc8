import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy (e-mail verification links). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: a database leak does not hand out working links. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit code, uniformly drawn. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Codes have only a million values, so a plain hash could be reversed offline; an HMAC keyed
 * with the server secret cannot.
 */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
