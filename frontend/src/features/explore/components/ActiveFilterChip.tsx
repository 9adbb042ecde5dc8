import Chip from '@mui/material/Chip';
import { filterChipLabel, type CatalogueFilter } from '../catalogue-filter';

/** The active filter, 'Genre: X' or 'Theme: X'; removing it goes back to /explore. */
export function ActiveFilterChip({ filter, onRemove }: { filter: CatalogueFilter; onRemove(): void }) {
  return <Chip label={filterChipLabel(filter)} onDelete={onRemove} color="primary" variant="outlined" data-testid="active-filter" />;
}
