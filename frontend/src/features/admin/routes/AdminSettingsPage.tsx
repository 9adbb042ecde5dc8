import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Save from '@mui/icons-material/Save';
import { useState, type ReactNode } from 'react';
import { useThemeMode } from '../../../shared/theme/theme-mode';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { ApiSettings } from '../components/settings/ApiSettings';
import { GeneralSettings } from '../components/settings/GeneralSettings';
import { NotificationSettings } from '../components/settings/NotificationSettings';
import { ReadModelsStatus } from '../components/settings/ReadModelsStatus';
import { SecuritySettings } from '../components/settings/SecuritySettings';
import { useAdminSettings } from '../hooks/use-admin-settings';
import { SETTINGS_SECTIONS, type SettingsSection } from '../settings/admin-settings';

const tabId = (section: SettingsSection) => `settings-tab-${section}`;
const panelId = (section: SettingsSection) => `settings-panel-${section}`;

/**
 * /admin/settings: General, Notifications, Security and API, kept in this browser (no server
 * call); below them, the read models' standing from GET /health.
 */
export function AdminSettingsPage() {
  const [tab, setTab] = useState<SettingsSection>('general');
  const { settings, change, reset, regenerateApiKey, save, saving } = useAdminSettings();
  const { mode, toggleMode } = useThemeMode();
  const panels: Record<SettingsSection, ReactNode> = {
    general: <GeneralSettings values={settings.general} onChange={(patch) => change('general', patch)} onReset={() => reset('general')} />,
    notifications: <NotificationSettings values={settings.notifications} onChange={(patch) => change('notifications', patch)} onReset={() => reset('notifications')} />,
    security: <SecuritySettings values={settings.security} onChange={(patch) => change('security', patch)} onReset={() => reset('security')} />,
    api: <ApiSettings values={settings.api} onChange={(patch) => change('api', patch)} onReset={() => reset('api')} onRegenerateKey={regenerateApiKey} />,
  };

  return (
    <>
      <AdminPageHeader
        title="Settings"
        subtitle="Store preferences for this browser"
        actions={
          <>
            <FormControlLabel control={<Switch checked={mode === 'dark'} onChange={toggleMode} />} label="Dark Mode" />
            <Button variant="contained" onClick={save} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : <Save />}>
              Save Changes
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <Tabs value={tab} onChange={(_event, next: SettingsSection) => setTab(next)} aria-label="Settings sections" variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
          {SETTINGS_SECTIONS.map(({ value, label }) => (
            <Tab key={value} value={value} label={label} id={tabId(value)} aria-controls={panelId(value)} />
          ))}
        </Tabs>
        {SETTINGS_SECTIONS.map(({ value }) => (
          <Box key={value} role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} hidden={tab !== value} sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
            {tab === value && panels[value]}
          </Box>
        ))}
      </Paper>
      <ReadModelsStatus />
    </>
  );
}
