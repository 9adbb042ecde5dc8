import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../../shared/theme/theme-mode';

/**
 * Every colour is used two ways: as text or an outline on the page (at least 4.5:1 on both
 * backgrounds) and as a fill under its contrastText (chosen at 4.5:1, see contrastThreshold). So a
 * badge, chip or avatar filled with a palette colour takes `<colour>.contrastText`, never a fixed white:
 * in dark mode the fills are light (white on #66bb6a was 2.4:1) and their text is dark.
 */
const palettes = {
  dark: {
    // On #141927 paper: primary 6.1:1, error 6.3:1, success 7.4:1, warning 9.0:1, info 7.6:1; each takes dark text (over 6:1).
    primary: { main: '#9d87ff' },
    secondary: { main: '#22d3ee' },
    error: { main: '#f87171' },
    success: { main: '#66bb6a' },
    warning: { main: '#ffa726' },
    info: { main: '#29b6f6' },
    background: { default: '#0b0e17', paper: '#141927' },
    divider: 'rgba(148, 163, 184, 0.16)',
  },
  light: {
    // On the #f4f5fa page: primary 5.6:1, error 5.2:1, success 4.7:1, info 6.8:1; each takes white text (5.1:1 or more).
    // Warning is too light for white text (it takes dark text) and is used for icons, not words.
    primary: { main: '#5b3df5' },
    secondary: { main: '#0891b2' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    warning: { main: '#ed6c02' },
    info: { main: '#01579b' },
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
