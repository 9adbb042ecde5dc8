import type { AppThunk } from '../store/hooks';
import { clearStoredSession, clearPendingTwoFactor, readStoredUser, writeStoredUser, writeToken } from './session-storage';
import { signedIn, signedOut, userUpdated } from './session-slice';
import type { SessionUser } from './session-user';

/** Keeps the new session: token and user in storage, user in the state. */
export const establishSession =
  (token: string, user: SessionUser): AppThunk =>
  (dispatch) => {
    writeToken(token);
    writeStoredUser(user);
    clearPendingTwoFactor();
    dispatch(signedIn(user));
  };

/** A stored token was confirmed by the server: the user it answered becomes the session's. */
export const sessionConfirmed =
  (user: SessionUser): AppThunk =>
  (dispatch) => {
    writeStoredUser(user);
    dispatch(signedIn(user));
  };

/** The server answered a fresher user (profile change, 2FA switch...). */
export const updateSessionUser =
  (changes: Partial<SessionUser>): AppThunk =>
  (dispatch) => {
    const stored = readStoredUser();
    if (stored) writeStoredUser({ ...stored, ...changes });
    dispatch(userUpdated(changes));
  };

/** The server issued a new token (password change): older ones no longer work. */
export const replaceToken =
  (token: string): AppThunk =>
  () => {
    writeToken(token);
  };

/** Drops the session without a page reload (the server refused the stored token at start-up). */
export const dropSession = (): AppThunk => (dispatch) => {
  clearStoredSession();
  dispatch(signedOut());
};

/**
 * The start-up check got no verdict (no connection, a timeout, a server error, or the page was
 * left while it ran): the stored sign-in is kept as it was, to be checked on the next load. This
 * view goes on as the stored user; the server still checks the token on every call it makes.
 */
export const keepUnverifiedSession = (): AppThunk => (dispatch) => {
  const stored = readStoredUser();
  dispatch(stored ? signedIn(stored) : signedOut());
};
