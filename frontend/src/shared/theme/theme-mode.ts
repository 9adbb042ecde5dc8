import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';

export interface ThemeModeValue {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  toggleMode(): void;
}

/** Provided by the app's theme provider; any screen may read or switch the mode. */
export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
