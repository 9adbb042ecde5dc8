import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from 'sonner';
import { serverReason } from '../api/api-error';
import { updateSessionUser } from '../session/session-actions';
import type { SessionUser } from '../session/session-user';
import { useAppDispatch } from '../store/hooks';
import { useToggleTwoFactorMutation } from './two-factor-api';
import { STAFF_TWO_FACTOR_TEXTS as TEXTS, TWO_FACTOR_TEXTS } from './two-factor-texts';

/**
 * Shown instead of any admin page while the staff account must turn two-factor sign-in on: says why,
 * turns it on (the account settings' own call), then the page asked for shows, as the URL never changed.
 */
export function StaffTwoFactorSetup({ user }: { user: SessionUser }) {
  const [toggle, { isLoading }] = useToggleTwoFactorMutation();
  const dispatch = useAppDispatch();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The step replaces the page asked for: a screen reader hears where it landed.
  useEffect(() => headingRef.current?.focus(), []);

  const turnOn = async () => {
    try {
      // The call flips the switch: should it already have been on (another tab), a second flip puts it back on.
      let answer = await toggle().unwrap();
      if (!answer.twoFactorEnabled) answer = await toggle().unwrap();
      toast.success(TEXTS.done);
      dispatch(updateSessionUser({ twoFactorEnabled: answer.twoFactorEnabled, twoFactorSetupRequired: !answer.twoFactorEnabled }));
    } catch (error) {
      toast.error(TWO_FACTOR_TEXTS.toggleFailed, { description: serverReason(error) ?? TWO_FACTOR_TEXTS.toggleError });
    }
  };

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, display: 'grid', gap: 2 }} data-testid="staff-two-factor-setup">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LockOutlined color="primary" aria-hidden />
          <Typography variant="h5" component="h1" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
            {TEXTS.title}
          </Typography>
        </Box>
        <Typography>{TEXTS.why}</Typography>
        <Typography color="text.secondary">{TEXTS.where(user.email)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
          <Button variant="contained" onClick={() => void turnOn()} disabled={isLoading}>
            {isLoading ? TEXTS.turningOn : TEXTS.turnOn}
          </Button>
          <Button component={RouterLink} to="/logout">
            {TEXTS.signOut}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
