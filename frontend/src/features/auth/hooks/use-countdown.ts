import { useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline `seconds` from now. Counted from the clock, not from
 * ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(seconds: number): { remaining: number } {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const finished = remaining === 0;

  useEffect(() => {
    if (finished) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline, finished]);

  return { remaining };
}

/** 'mm:ss' for a number of seconds. */
export const formatClock = (totalSeconds: number): string => {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
};
