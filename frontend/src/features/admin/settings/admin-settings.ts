/** The admin settings (client-only, spec sections 3 and 9): four sections, each with its defaults. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] as const;
export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'ja', label: 'Japanese' },
] as const;
export const TIMEZONES = ['UTC', 'EST', 'CST', 'MST', 'PST'] as const;

export interface AdminSettings {
  general: {
    storeName: string;
    contactEmail: string;
    currency: (typeof CURRENCIES)[number];
    language: (typeof LANGUAGES)[number]['value'];
    timezone: (typeof TIMEZONES)[number];
  };
  notifications: {
    emailNotifications: boolean;
    salesAlerts: boolean;
    lowInventoryAlerts: boolean;
    newUserRegistrations: boolean;
    systemUpdates: boolean;
  };
  security: {
    twoFactorAuth: boolean;
    /** Minutes. */
    sessionTimeout: number;
    ipRestriction: boolean;
    /** Comma-separated. */
    allowedIPs: string;
    /** Days; 0 disables expiry. */
    passwordExpiry: number;
  };
  api: {
    enableAPI: boolean;
    apiKey: string;
    webhookURL: string;
    rateLimiting: boolean;
  };
}

export type SettingsSection = keyof AdminSettings;

/** The tabs, in order, with the name the reset toast uses. */
export const SETTINGS_SECTIONS: ReadonlyArray<{ value: SettingsSection; label: string }> = [
  { value: 'general', label: 'General' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security' },
  { value: 'api', label: 'API' },
];

/** The defaults; the API key is made once per browser (see api-key.ts) and kept by Reset. */
export const defaultSettings = (apiKey: string): AdminSettings => ({
  general: { storeName: 'KeyLedger', contactEmail: '', currency: 'USD', language: 'en', timezone: 'UTC' },
  notifications: { emailNotifications: true, salesAlerts: true, lowInventoryAlerts: true, newUserRegistrations: false, systemUpdates: true },
  security: { twoFactorAuth: false, sessionTimeout: 30, ipRestriction: false, allowedIPs: '', passwordExpiry: 90 },
  api: { enableAPI: true, apiKey, webhookURL: '', rateLimiting: true },
});
