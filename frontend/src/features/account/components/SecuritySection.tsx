import Stack from '@mui/material/Stack';
import type { SessionUser } from '../../../shared/session/session-user';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorSetting } from './TwoFactorSetting';

export function SecuritySection({ user }: { user: SessionUser }) {
  return (
    <Stack spacing={3}>
      <ChangePasswordForm />
      <TwoFactorSetting user={user} />
    </Stack>
  );
}
