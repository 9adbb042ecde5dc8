import Typography from '@mui/material/Typography';
import { NotAvailableList } from './NotAvailableList';
import { SettingsPanel } from './SettingsPanel';

/** A tab with nothing to set: what the store does, and what it does not offer. */
export function FactsSettings({ texts }: { texts: { title: string; intro: string; notAvailable: readonly string[] } }) {
  return (
    <SettingsPanel title={texts.title}>
      <Typography variant="body2">{texts.intro}</Typography>
      <NotAvailableList items={texts.notAvailable} />
    </SettingsPanel>
  );
}
