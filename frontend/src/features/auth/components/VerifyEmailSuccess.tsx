import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCountdown } from '../hooks/use-countdown';
import { AUTH_MESSAGES, VERIFIED_REDIRECT_SECONDS } from '../messages';

/** The address is verified: say so, count down, then move on to /login. */
export function VerifyEmailSuccess() {
  const { remaining } = useCountdown(VERIFIED_REDIRECT_SECONDS);
  const navigate = useNavigate();

  useEffect(() => {
    if (remaining === 0) navigate('/login', { replace: true });
  }, [remaining, navigate]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleRounded color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h6" component="p">
        {AUTH_MESSAGES.verified}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Redirecting to login in {remaining} {remaining === 1 ? 'second' : 'seconds'}...
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button component={RouterLink} to="/login" variant="contained">
          Go to Login
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Home
        </Button>
      </Stack>
    </Stack>
  );
}
