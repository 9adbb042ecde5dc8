import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** A labelled on/off setting. */
export function SettingSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />} label={label} />;
}
