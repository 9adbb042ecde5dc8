import { isDeepStrictEqual } from 'node:util';

/**
 * Reads `read()` until it equals `expected` (deep equality) or `timeoutMs` pass, and returns the
 * last value read, so the caller's assert shows what the page showed instead.
 */
export async function readUntil<T>(read: () => Promise<T>, expected: T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    actual = await read();
  }
  return actual;
}
