import { useEffect, useState } from 'react';

/** Inline messages vanish after 3000 ms (spec 000 §9). */
export const INLINE_MESSAGE_MS = 3000;

/**
 * `message` while it is younger than INLINE_MESSAGE_MS, then null. A new message (another value,
 * or the same one with a new `shownAgain` key) shows for its own 3000 ms.
 */
export function useVanishing<T>(message: T | null, shownAgain: unknown = null): T | null {
  const [expired, setExpired] = useState<{ message: T; shownAgain: unknown } | null>(null);
  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(() => setExpired({ message, shownAgain }), INLINE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message, shownAgain]);
  const gone = expired !== null && Object.is(expired.message, message) && Object.is(expired.shownAgain, shownAgain);
  return gone ? null : message;
}
