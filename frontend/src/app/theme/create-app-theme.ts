import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../../shared/theme/theme-mode';

const palettes = {
  dark: {
    // Light enough for text on the dark backgrounds (6:1); contained buttons get dark text (see contrastThreshold).
    primary: { main: '#9d87ff' },
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
    // WCAG AA: a colour's text (contained buttons, chips) is white only when white reaches 4.5:1 on it.
    palette: { mode, contrastThreshold: 4.5, ...palettes[mode] },
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
      // MUI's default (action.active) is just under 4.5:1 on the light page background.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    },
  });
}
