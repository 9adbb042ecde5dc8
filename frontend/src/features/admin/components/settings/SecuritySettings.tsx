import Typography from '@mui/material/Typography';
import { useSessionUser } from '../../../../shared/session/use-session';
import { TwoFactorSwitch } from '../../../../shared/two-factor/TwoFactorSwitch';
import { SETTINGS_TEXTS } from '../../settings-texts';
import { NotAvailableList } from './NotAvailableList';
import { SettingsPanel } from './SettingsPanel';

const TEXTS = SETTINGS_TEXTS.security;

/** The admin's own two-factor sign-in (the server's switch, as on the account settings); the rest is not offered. */
export function SecuritySettings() {
  const user = useSessionUser();
  return (
    <SettingsPanel title={TEXTS.title}>
      {user && (
        <div>
          <Typography variant="subtitle1" component="h3">
            Two-Factor Authentication
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {TEXTS.twoFactorIntro(user.email)}
          </Typography>
          <TwoFactorSwitch user={user} />
        </div>
      )}
      <Typography variant="body2" color="text.secondary">
        {TEXTS.sessions}
      </Typography>
      <NotAvailableList items={TEXTS.notAvailable} />
    </SettingsPanel>
  );
}
