import Stack from '@mui/material/Stack';
import type { SessionUser } from '../../../shared/session/session-user';
import { AccountStatistics } from './AccountStatistics';
import { ProfileDetails } from './ProfileDetails';
import { WalletStatement } from './WalletStatement';

export function ProfileSection({ user }: { user: SessionUser }) {
  return (
    <Stack spacing={3}>
      <ProfileDetails user={user} />
      <AccountStatistics user={user} />
      <WalletStatement userId={user.id} />
    </Stack>
  );
}
