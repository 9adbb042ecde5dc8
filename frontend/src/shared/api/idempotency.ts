/**
 * One Idempotency-Key per money-moving attempt (a purchase, an admin's refund or replacement). A
 * request whose outcome is unknown (no answer, a timeout, a server error) is sent again with the
 * same key and the same body, so the server answers the first outcome instead of acting twice;
 * any definite answer ends the attempt.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing: a version-4 UUID from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The server's problem type when an earlier request with the same key has not answered yet. */
const REQUEST_IN_PROGRESS = 'urn:keyledger:problem:request-in-progress';

/** True when the request may or may not have been carried out: the same attempt must be retried with its key. */
export function outcomeUnknown(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return true;
  const status = (error as { status: unknown }).status;
  if (typeof status !== 'number') return true; // no answer, timeout, unreadable answer
  if (status >= 500 || status === 408 || status === 429) return true;
  const data = 'data' in error ? (error as { data: unknown }).data : undefined;
  const type = data && typeof data === 'object' && 'type' in data ? (data as { type: unknown }).type : undefined;
  return status === 409 && type === REQUEST_IN_PROGRESS;
}

/** The header that carries an attempt's key. */
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });
