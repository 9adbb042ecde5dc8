import { useEffect, useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { dropSession, keepUnverifiedSession, sessionConfirmed } from '../../../shared/session/session-actions';
import { useSessionStatus } from '../../../shared/session/use-session';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useTokenVerifyMutation } from '../api';

/** The server's own answers that a token is no good (expired, signed out, altered, account gone). */
const REFUSED = new Set<unknown>([401, 403]);

/**
 * At start-up, a stored token is checked with the server: success makes its user the session's
 * (the guards then move the user off the sign-in pages); the server refusing it forgets it
 * silently. No answer is not a refusal: leaving the page while the check runs aborts it, as does
 * a dropped connection, and neither may sign the shopper out.
 */
export function SessionRestorer() {
  const status = useSessionStatus();
  const [tokenVerify] = useTokenVerifyMutation();
  const dispatch = useAppDispatch();
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'checking' || started.current) return;
    started.current = true;
    tokenVerify()
      .unwrap()
      .then((answer) => dispatch(sessionConfirmed(answer.data.user)))
      .catch((error: unknown) => dispatch(isApiError(error) && REFUSED.has(error.status) ? dropSession() : keepUnverifiedSession()));
  }, [status, tokenVerify, dispatch]);

  return null;
}
