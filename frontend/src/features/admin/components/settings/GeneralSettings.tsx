import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CURRENCIES, LANGUAGES, TIMEZONES, type AdminSettings } from '../../settings/admin-settings';
import { SettingsPanel } from './SettingsPanel';

type General = AdminSettings['general'];

export function GeneralSettings({ values, onChange, onReset }: { values: General; onChange(patch: Partial<General>): void; onReset(): void }) {
  return (
    <SettingsPanel title="General" onReset={onReset}>
      <TextField label="Store Name" value={values.storeName} onChange={(event) => onChange({ storeName: event.target.value })} />
      <TextField label="Contact Email" type="email" value={values.contactEmail} onChange={(event) => onChange({ contactEmail: event.target.value })} />
      <TextField select label="Currency" value={values.currency} onChange={(event) => onChange({ currency: event.target.value as General['currency'] })}>
        {CURRENCIES.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Language" value={values.language} onChange={(event) => onChange({ language: event.target.value as General['language'] })}>
        {LANGUAGES.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Timezone" value={values.timezone} onChange={(event) => onChange({ timezone: event.target.value as General['timezone'] })}>
        {TIMEZONES.map((zone) => (
          <MenuItem key={zone} value={zone}>
            {zone}
          </MenuItem>
        ))}
      </TextField>
    </SettingsPanel>
  );
}
