import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { toast } from 'sonner';
import { serverReason } from '../api/api-error';
import { updateSessionUser } from '../session/session-actions';
import type { SessionUser } from '../session/session-user';
import { useAppDispatch } from '../store/hooks';
import { useToggleTwoFactorMutation } from './two-factor-api';
import { TWO_FACTOR_TEXTS } from './two-factor-texts';

/** The signed-in user's own two-factor sign-in: the switch shows the server's state and flips only after a success answer. */
export function TwoFactorSwitch({ user }: { user: SessionUser }) {
  const [toggle, { isLoading }] = useToggleTwoFactorMutation();
  const dispatch = useAppDispatch();

  const flip = async () => {
    try {
      const answer = await toggle().unwrap();
      dispatch(updateSessionUser({ twoFactorEnabled: answer.twoFactorEnabled }));
      toast.success(answer.twoFactorEnabled ? TWO_FACTOR_TEXTS.enabled : TWO_FACTOR_TEXTS.disabled);
    } catch (error) {
      const reason = serverReason(error);
      if (reason) toast.error(TWO_FACTOR_TEXTS.toggleFailed, { description: reason });
      else toast.error(TWO_FACTOR_TEXTS.toggleError);
    }
  };

  return (
    <FormControlLabel
      control={<Switch checked={user.twoFactorEnabled} onChange={() => void flip()} disabled={isLoading} slotProps={{ input: { 'aria-label': TWO_FACTOR_TEXTS.label } }} />}
      label={user.twoFactorEnabled ? 'Enabled' : 'Disabled'}
    />
  );
}
