import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Autorenew from '@mui/icons-material/Autorenew';
import type { AdminSettings } from '../../settings/admin-settings';
import { SettingsPanel } from './SettingsPanel';
import { SettingSwitch } from './SettingSwitch';

type Api = AdminSettings['api'];

interface ApiSettingsProps {
  values: Api;
  onChange(patch: Partial<Api>): void;
  onReset(): void;
  onRegenerateKey(): void;
}

/** API on/off, the API key (regenerated on request), the webhook URL, rate limiting. */
export function ApiSettings({ values, onChange, onReset, onRegenerateKey }: ApiSettingsProps) {
  return (
    <SettingsPanel title="API" onReset={onReset}>
      <SettingSwitch label="Enable API" checked={values.enableAPI} onChange={(enableAPI) => onChange({ enableAPI })} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="API Key"
          value={values.apiKey}
          sx={{ flex: '1 1 280px' }}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-key', style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } } }}
        />
        <Button variant="outlined" startIcon={<Autorenew />} onClick={onRegenerateKey} sx={{ height: 56 }}>
          Regenerate
        </Button>
      </Box>
      <TextField label="Webhook URL" type="url" placeholder="https://example.com/webhook" value={values.webhookURL} onChange={(event) => onChange({ webhookURL: event.target.value })} />
      <SettingSwitch label="Rate Limiting" checked={values.rateLimiting} onChange={(rateLimiting) => onChange({ rateLimiting })} />
    </SettingsPanel>
  );
}
