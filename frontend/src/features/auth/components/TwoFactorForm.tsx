import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../shared/api/api-error';
import { establishSession } from '../../../shared/session/session-actions';
import type { PendingTwoFactor } from '../../../shared/session/session-storage';
import { useAppDispatch } from '../../../shared/store/hooks';
import { homePathFor } from '../../../shared/session/session-user';
import { useSendTwoFactorCodeMutation, useVerifyTwoFactorMutation } from '../api';
import { useCodeDeadlines } from '../hooks/use-code-deadlines';
import { formatClock } from '../hooks/use-countdown';
import { AUTH_MESSAGES, CODE_LENGTH } from '../messages';
import { CodeInput } from './CodeInput';

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/** The six boxes, the expiry countdown, Verify and Resend code. */
export function TwoFactorForm({ pending }: { pending: PendingTwoFactor }) {
  const [digits, setDigits] = useState(emptyCode);
  const clearCode = () => setDigits(emptyCode());
  const { remaining, canResend, renew } = useCodeDeadlines(pending);
  const [verify, { isLoading: verifying }] = useVerifyTwoFactorMutation();
  const [resend, { isLoading: resending }] = useSendTwoFactorCodeMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      toast.error(AUTH_MESSAGES.enterSixDigits);
      return;
    }
    try {
      const answer = await verify({ code, tempToken: pending.tempToken }).unwrap();
      dispatch(establishSession(answer.token, answer.data.user));
      toast.success(AUTH_MESSAGES.twoFactorSuccess);
      navigate(homePathFor(answer.data.user), { replace: true });
    } catch (error) {
      toast.error(failureMessage(error, AUTH_MESSAGES.twoFactorFailed));
      clearCode();
    }
  };

  const requestNewCode = async () => {
    try {
      const answer = await resend({ tempToken: pending.tempToken }).unwrap();
      toast.success(AUTH_MESSAGES.codeSent);
      clearCode();
      renew(answer.data);
    } catch (error) {
      toast.error(failureMessage(error, AUTH_MESSAGES.codeSendFailed));
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <CodeInput digits={digits} onChange={setDigits} disabled={verifying} />
      <Typography
        variant="body2"
        align="center"
        color={remaining === 0 ? 'error' : 'text.secondary'}
        aria-live="polite"
        data-testid="code-countdown"
      >
        Code expires in: {formatClock(remaining)}
      </Typography>
      <Button type="submit" variant="contained" size="large" loading={verifying}>
        Verify
      </Button>
      <Button variant="text" onClick={requestNewCode} disabled={!canResend} loading={resending}>
        Resend code
      </Button>
    </Box>
  );
}
