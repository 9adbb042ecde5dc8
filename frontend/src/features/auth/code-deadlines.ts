import type { PendingTwoFactor } from '../../shared/session/session-storage';
import type { CodeTiming } from './api';
import { CODE_LIFETIME_SECONDS, RESEND_AFTER_SECONDS } from './messages';

export interface CodeDeadlines {
  /** This browser's clock, ms. */
  codeExpiresAt: number;
  resendAt: number;
}

/** The server's seconds-from-now as moments on this browser's clock (its clock may differ from the server's). */
export const deadlinesFrom = (timing: CodeTiming, now = Date.now()): CodeDeadlines => ({
  codeExpiresAt: now + timing.codeExpiresInSeconds * 1000,
  resendAt: now + timing.resendInSeconds * 1000,
});

/** The pending sign-in's deadlines as kept; one kept without them counts the spec's 300 s and 30 s from now. */
export function storedDeadlines(pending: PendingTwoFactor, now = Date.now()): CodeDeadlines {
  if (Number.isFinite(pending.codeExpiresAt) && Number.isFinite(pending.resendAt)) return { codeExpiresAt: pending.codeExpiresAt!, resendAt: pending.resendAt! };
  return deadlinesFrom({ codeExpiresInSeconds: CODE_LIFETIME_SECONDS, resendInSeconds: RESEND_AFTER_SECONDS }, now);
}
