import { readJson, writeJson } from '../../../shared/storage/browser-storage';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { defaultSettings, type AdminSettings } from './admin-settings';
import { newApiKey } from './api-key';

/** The saved settings over the defaults, so a value added in a later release gets its default. */
export function readSettings(): AdminSettings {
  const stored = readJson<Partial<AdminSettings>>(STORAGE_KEYS.adminSettings) ?? {};
  const defaults = defaultSettings(stored.api?.apiKey || newApiKey());
  return {
    general: { ...defaults.general, ...stored.general },
    notifications: { ...defaults.notifications, ...stored.notifications },
    security: { ...defaults.security, ...stored.security },
    api: { ...defaults.api, ...stored.api },
  };
}

export const writeSettings = (settings: AdminSettings): void => writeJson(STORAGE_KEYS.adminSettings, settings);
