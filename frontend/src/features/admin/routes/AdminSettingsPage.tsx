import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useThemeMode } from '../../../shared/theme/theme-mode';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { ApiSettings } from '../components/settings/ApiSettings';
import { FactsSettings } from '../components/settings/FactsSettings';
import { ReadModelsStatus } from '../components/settings/ReadModelsStatus';
import { SecuritySettings } from '../components/settings/SecuritySettings';
import { SETTINGS_TEXTS } from '../settings-texts';

type SettingsSection = 'general' | 'notifications' | 'security' | 'api';

/** The spec's tabs, in order. */
const SECTIONS: ReadonlyArray<{ value: SettingsSection; label: string }> = [
  { value: 'general', label: 'General' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security' },
  { value: 'api', label: 'API' },
];

const tabId = (section: SettingsSection) => `settings-tab-${section}`;
const panelId = (section: SettingsSection) => `settings-panel-${section}`;

/**
 * /admin/settings: the spec's tabs, each with only what the store really does (the admin's own
 * two-factor switch, the colour scheme) and a plain list of what it does not offer; below them, the
 * read models' standing from GET /health. Nothing here is saved in the browser pretending to be a
 * store setting, so there is no Save or Reset.
 */
export function AdminSettingsPage() {
  const [tab, setTab] = useState<SettingsSection>('general');
  const { mode, toggleMode } = useThemeMode();
  const panels: Record<SettingsSection, ReactNode> = {
    general: <FactsSettings texts={SETTINGS_TEXTS.general} />,
    notifications: <FactsSettings texts={SETTINGS_TEXTS.notifications} />,
    security: <SecuritySettings />,
    api: <ApiSettings />,
  };

  return (
    <>
      <AdminPageHeader
        title="Settings"
        subtitle={SETTINGS_TEXTS.subtitle}
        actions={<FormControlLabel control={<Switch checked={mode === 'dark'} onChange={toggleMode} />} label="Dark Mode" />}
      />
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <Tabs value={tab} onChange={(_event, next: SettingsSection) => setTab(next)} aria-label="Settings sections" variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
          {SECTIONS.map(({ value, label }) => (
            <Tab key={value} value={value} label={label} id={tabId(value)} aria-controls={panelId(value)} />
          ))}
        </Tabs>
        {SECTIONS.map(({ value }) => (
          <Box key={value} role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} hidden={tab !== value} sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
            {tab === value && panels[value]}
          </Box>
        ))}
      </Paper>
      <ReadModelsStatus />
    </>
  );
}
