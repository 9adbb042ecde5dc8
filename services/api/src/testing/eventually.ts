import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `probe` until it answers something other than undefined, for read models and follow-ups
 * that catch up a moment after the command; fails naming `what` after `timeoutMs`.
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(25);
  }
}
