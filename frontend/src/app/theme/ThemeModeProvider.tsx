import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeModeContext, type ThemeMode, type ThemeModeValue } from '../../shared/theme/theme-mode';
import { createAppTheme } from './create-app-theme';
import { osPrefersDark, readStoredMode, storeMode, watchOsPreference } from './theme-mode-storage';

/**
 * Light or dark: the stored choice, else the OS preference. The OS is followed only while the
 * user has not chosen; a choice is stored and wins from then on.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ThemeMode | null>(readStoredMode);
  const [osMode, setOsMode] = useState<ThemeMode>(osPrefersDark);

  useEffect(() => (chosen === null ? watchOsPreference(setOsMode) : undefined), [chosen]);

  const mode = chosen ?? osMode;
  const value = useMemo<ThemeModeValue>(() => {
    const setMode = (next: ThemeMode) => {
      storeMode(next);
      setChosen(next);
    };
    return { mode, setMode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') };
  }, [mode]);
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
