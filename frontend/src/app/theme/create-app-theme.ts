import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../../shared/theme/theme-mode';

const palettes = {
  dark: {
    primary: { main: '#7c5cff' },
    secondary: { main: '#22d3ee' },
    background: { default: '#0b0e17', paper: '#141927' },
    divider: 'rgba(148, 163, 184, 0.16)',
  },
  light: {
    primary: { main: '#5b3df5' },
    secondary: { main: '#0891b2' },
    background: { default: '#f4f5fa', paper: '#ffffff' },
    divider: 'rgba(15, 23, 42, 0.12)',
  },
} as const;

/** The store's look in one mode: the same shapes and type, two palettes. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: { mode, ...palettes[mode] },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
