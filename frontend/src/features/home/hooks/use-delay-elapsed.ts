import { useEffect, useState } from 'react';

/** True once `ms` have passed since `key` last changed. */
export function useDelayElapsed(key: unknown, ms: number): boolean {
  const [elapsedFor, setElapsedFor] = useState<{ key: unknown } | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsedFor({ key }), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return elapsedFor !== null && Object.is(elapsedFor.key, key);
}
