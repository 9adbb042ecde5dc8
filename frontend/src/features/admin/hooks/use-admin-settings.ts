import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TEXTS } from '../admin-texts';
import { defaultSettings, SETTINGS_SECTIONS, type AdminSettings, type SettingsSection } from '../settings/admin-settings';
import { newApiKey } from '../settings/api-key';
import { readSettings, writeSettings } from '../settings/settings-storage';

/** Spec, section 9: Save shows its spinner this long; there is no server call. */
export const SAVE_DELAY_MS = 800;

/** The settings being edited: change a field, reset a tab, regenerate the API key, save (kept in this browser). */
export function useAdminSettings() {
  const [settings, setSettings] = useState<AdminSettings>(readSettings);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What Save writes when its delay is over: the values as they are then.
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  }, [settings]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = <S extends SettingsSection>(section: S, patch: Partial<AdminSettings[S]>) =>
    setSettings((was) => ({ ...was, [section]: { ...was[section], ...patch } }));

  const reset = (section: SettingsSection) => {
    setSettings((was) => ({ ...was, [section]: defaultSettings(was.api.apiKey)[section] }));
    const label = SETTINGS_SECTIONS.find((entry) => entry.value === section)?.label ?? section;
    toast.info(ADMIN_TEXTS.settings.reset(label));
  };

  const regenerateApiKey = () => {
    change('api', { apiKey: newApiKey() });
    toast.success(ADMIN_TEXTS.settings.apiKeyRegenerated);
  };

  const save = () => {
    if (saving) return;
    setSaving(true);
    timer.current = setTimeout(() => {
      writeSettings(latest.current);
      setSaving(false);
      toast.success(ADMIN_TEXTS.settings.saved);
    }, SAVE_DELAY_MS);
  };

  return { settings, change, reset, regenerateApiKey, save, saving };
}
