import { readJson, readText, removeItem, writeJson, writeText } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { SessionUser } from './session-user';

/** A sign-in that still needs its e-mailed code. */
export interface PendingTwoFactor {
  email: string;
  tempToken: string;
  /** When the code expires and when a new one may be asked for (this browser's clock, ms), kept over a reload. */
  codeExpiresAt?: number;
  resendAt?: number;
}

export const readToken = (): string | null => readText(STORAGE_KEYS.token);
export const writeToken = (token: string): void => writeText(STORAGE_KEYS.token, token);

export const readStoredUser = (): SessionUser | null => readJson<SessionUser>(STORAGE_KEYS.user);
export const writeStoredUser = (user: SessionUser): void => writeJson(STORAGE_KEYS.user, user);

// The temporary token lives only as long as the tab: a half-finished sign-in is not worth keeping.
export const readPendingTwoFactor = (): PendingTwoFactor | null => {
  const pending = readJson<PendingTwoFactor>(STORAGE_KEYS.pendingTwoFactor, 'session');
  return pending && typeof pending.email === 'string' && typeof pending.tempToken === 'string' ? pending : null;
};
export const writePendingTwoFactor = (pending: PendingTwoFactor): void =>
  writeJson(STORAGE_KEYS.pendingTwoFactor, pending, 'session');
export const clearPendingTwoFactor = (): void => removeItem(STORAGE_KEYS.pendingTwoFactor, 'session');

/** Forgets the session: token, stored user and any pending two-factor sign-in. */
export function clearStoredSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
  clearPendingTwoFactor();
}
