import TextField from '@mui/material/TextField';
import type { AdminSettings } from '../../settings/admin-settings';
import { SettingsPanel } from './SettingsPanel';
import { SettingSwitch } from './SettingSwitch';

type Security = AdminSettings['security'];

/** A whole number from a number field; an empty or unreadable field counts as 0. */
const wholeNumber = (text: string): number => Math.max(0, Math.trunc(Number(text) || 0));

/** Two-factor, session timeout, IP restriction (its allowed IPs only when on), password expiry. */
export function SecuritySettings({ values, onChange, onReset }: { values: Security; onChange(patch: Partial<Security>): void; onReset(): void }) {
  return (
    <SettingsPanel title="Security" onReset={onReset}>
      <SettingSwitch label="Two-Factor Authentication" checked={values.twoFactorAuth} onChange={(twoFactorAuth) => onChange({ twoFactorAuth })} />
      <TextField
        label="Session Timeout (minutes)"
        type="number"
        value={values.sessionTimeout}
        onChange={(event) => onChange({ sessionTimeout: wholeNumber(event.target.value) })}
        slotProps={{ htmlInput: { min: 0 } }}
      />
      <SettingSwitch label="IP Restriction" checked={values.ipRestriction} onChange={(ipRestriction) => onChange({ ipRestriction })} />
      {values.ipRestriction && (
        <TextField
          label="Allowed IPs"
          helperText="Comma-separated, e.g. 203.0.113.7, 198.51.100.0"
          value={values.allowedIPs}
          onChange={(event) => onChange({ allowedIPs: event.target.value })}
        />
      )}
      <TextField
        label="Password Expiry (days)"
        type="number"
        helperText="0 turns password expiry off"
        value={values.passwordExpiry}
        onChange={(event) => onChange({ passwordExpiry: wholeNumber(event.target.value) })}
        slotProps={{ htmlInput: { min: 0 } }}
      />
    </SettingsPanel>
  );
}
