import { useEffect, useRef } from 'react';
import { dropSession, sessionConfirmed } from '../../../shared/session/session-actions';
import { useSessionStatus } from '../../../shared/session/use-session';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useTokenVerifyMutation } from '../api';

/**
 * At start-up, a stored token is checked with the server: success makes its user the session's
 * (the guards then move the user off the sign-in pages), failure silently forgets it.
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
      .catch(() => dispatch(dropSession()));
  }, [status, tokenVerify, dispatch]);

  return null;
}
