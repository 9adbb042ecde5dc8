import type { ThemeMode } from '../../shared/theme/theme-mode';
import { readText, writeText } from '../../shared/storage/browser-storage';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredMode(): ThemeMode | null {
  const value = readText(STORAGE_KEYS.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

export const storeMode = (mode: ThemeMode): void => writeText(STORAGE_KEYS.theme, mode);

export const osPrefersDark = (): ThemeMode =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';

/** Calls back with the OS preference whenever it changes. */
export function watchOsPreference(onChange: (mode: ThemeMode) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
