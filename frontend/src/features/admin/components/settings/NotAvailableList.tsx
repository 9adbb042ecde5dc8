import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SETTINGS_TEXTS } from '../../settings-texts';

/** What a tab's area does not offer, said plainly rather than drawn as controls that change nothing. */
export function NotAvailableList({ items }: { items: readonly string[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="settings-not-available" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {SETTINGS_TEXTS.notAvailable}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Typography key={item} component="li" variant="body2" color="text.secondary">
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
