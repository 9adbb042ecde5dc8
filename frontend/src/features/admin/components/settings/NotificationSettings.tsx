import FormGroup from '@mui/material/FormGroup';
import type { AdminSettings } from '../../settings/admin-settings';
import { SettingsPanel } from './SettingsPanel';
import { SettingSwitch } from './SettingSwitch';

type Notifications = AdminSettings['notifications'];

const SWITCHES: Array<{ key: keyof Notifications; label: string }> = [
  { key: 'emailNotifications', label: 'Email Notifications' },
  { key: 'salesAlerts', label: 'Sales Alerts' },
  { key: 'lowInventoryAlerts', label: 'Low Inventory Alerts' },
  { key: 'newUserRegistrations', label: 'New User Registrations' },
  { key: 'systemUpdates', label: 'System Updates' },
];

export function NotificationSettings({ values, onChange, onReset }: { values: Notifications; onChange(patch: Partial<Notifications>): void; onReset(): void }) {
  return (
    <SettingsPanel title="Notifications" onReset={onReset}>
      <FormGroup>
        {SWITCHES.map(({ key, label }) => (
          <SettingSwitch key={key} label={label} checked={values[key]} onChange={(checked) => onChange({ [key]: checked })} />
        ))}
      </FormGroup>
    </SettingsPanel>
  );
}
