import Typography from '@mui/material/Typography';
import type { SessionUser } from '../../../shared/session/session-user';
import { TwoFactorSwitch } from '../../../shared/two-factor/TwoFactorSwitch';
import { SectionCard } from '../../../shared/ui/SectionCard';

/** The user's two-factor sign-in (the switch is shared with the admin's Settings). */
export function TwoFactorSetting({ user }: { user: SessionUser }) {
  return (
    <SectionCard title="Two-Factor Authentication">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        When it is on, each login also asks for a 6-digit code that we e-mail to you.
      </Typography>
      <TwoFactorSwitch user={user} />
    </SectionCard>
  );
}
