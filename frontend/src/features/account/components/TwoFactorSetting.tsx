import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { toast } from 'sonner';
import { showAccountFailure } from '../failure-toast';
import { updateSessionUser } from '../../../shared/session/session-actions';
import type { SessionUser } from '../../../shared/session/session-user';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useToggleTwoFactorMutation } from '../api';
import { ACCOUNT_MESSAGES } from '../messages';
import { SectionCard } from './SectionCard';

/** The switch shows the server's state: it flips only after a success answer. */
export function TwoFactorSetting({ user }: { user: SessionUser }) {
  const [toggle, { isLoading }] = useToggleTwoFactorMutation();
  const dispatch = useAppDispatch();

  const flip = async () => {
    try {
      const answer = await toggle().unwrap();
      dispatch(updateSessionUser({ twoFactorEnabled: answer.twoFactorEnabled }));
      toast.success(answer.twoFactorEnabled ? ACCOUNT_MESSAGES.twoFactorEnabled : ACCOUNT_MESSAGES.twoFactorDisabled);
    } catch (error) {
      showAccountFailure(error, { refused: ACCOUNT_MESSAGES.twoFactorToggleFailed, noReason: ACCOUNT_MESSAGES.twoFactorToggleError });
    }
  };

  return (
    <SectionCard title="Two-Factor Authentication">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        When it is on, each login also asks for a 6-digit code that we e-mail to you.
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={user.twoFactorEnabled}
            onChange={flip}
            disabled={isLoading}
            slotProps={{ input: { 'aria-label': 'Two-Factor Authentication' } }}
          />
        }
        label={user.twoFactorEnabled ? 'Enabled' : 'Disabled'}
      />
    </SectionCard>
  );
}
