import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';

/** Most chips a game page shows for genres or themes (contract: spec section 9). */
export const MAX_CHIPS = 3;

interface CatalogueChipsProps {
  entries: Array<{ id: number; name: string; to: string }>;
  label: string;
  /** Shown as a plain chip when there are no entries; nothing when absent. */
  emptyText?: string;
  variant?: 'filled' | 'outlined';
}

/** Up to three genre or theme chips, each opening the catalogue filtered by it. */
export function CatalogueChips({ entries, label, emptyText, variant = 'outlined' }: CatalogueChipsProps) {
  const shown = entries.slice(0, MAX_CHIPS);
  if (shown.length === 0 && !emptyText) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {shown.length === 0 ? (
        <li>
          <Chip size="small" label={emptyText} variant={variant} />
        </li>
      ) : (
        shown.map((entry) => (
          <li key={entry.id}>
            <Chip size="small" label={entry.name} variant={variant} component={RouterLink} to={entry.to} clickable />
          </li>
        ))
      )}
    </Box>
  );
}
