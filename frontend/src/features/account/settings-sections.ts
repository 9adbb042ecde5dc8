export const SETTINGS_SECTIONS = ['profile', 'security', 'payment-methods', 'your-data'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The section named in `?section=`, else Profile. */
export const sectionFrom = (value: string | null): SettingsSection =>
  SETTINGS_SECTIONS.find((section) => section === value) ?? 'profile';
