import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useThemeMode } from '../../../shared/theme/theme-mode';

/** The 'Dark Mode' switch; the choice is remembered. */
export function DarkModeSwitch() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <FormControlLabel
      control={<Switch checked={mode === 'dark'} onChange={toggleMode} size="small" />}
      label="Dark Mode"
      sx={{ mr: 0 }}
      slotProps={{ typography: { noWrap: true, variant: 'body2' } }}
    />
  );
}
