import { useCallback, useEffect, useState } from 'react';
import { writePendingTwoFactor, type PendingTwoFactor } from '../../../shared/session/session-storage';
import type { CodeTiming } from '../api';
import { deadlinesFrom, storedDeadlines, type CodeDeadlines } from '../code-deadlines';

export interface CodeCountdown {
  /** Whole seconds until the code expires. */
  remaining: number;
  canResend: boolean;
  /** A new code was sent: its timing becomes the countdown's, and is kept for a reload. */
  renew(timing: CodeTiming): void;
}

/**
 * The 2FA code's countdown and resend lock, from the code's real expiry (the server's answer,
 * kept with the pending sign-in), so a reload goes on counting instead of starting at 300 again.
 * Counted from the clock, not from ticks, so a throttled background tab still shows the right time.
 */
export function useCodeDeadlines(pending: PendingTwoFactor): CodeCountdown {
  const [deadlines, setDeadlines] = useState<CodeDeadlines>(() => storedDeadlines(pending));
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadlines.codeExpiresAt - now) / 1000));
  const canResend = now >= deadlines.resendAt;
  const settled = remaining === 0 && canResend;

  // A pending sign-in kept without deadlines (an older tab) keeps the ones counted now.
  useEffect(() => writePendingTwoFactor({ ...pending, ...deadlines }), [pending, deadlines]);

  useEffect(() => {
    if (settled) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadlines, settled]);

  const renew = useCallback((timing: CodeTiming) => {
    const start = Date.now();
    setNow(start);
    setDeadlines(deadlinesFrom(timing, start));
  }, []);

  return { remaining, canResend, renew };
}
