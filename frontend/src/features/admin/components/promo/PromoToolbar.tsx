import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Search from '@mui/icons-material/Search';
import type { PromoFilter } from '../../promo-status';

const FILTERS: Array<{ value: PromoFilter; label: string }> = [
  { value: 'all', label: 'All Codes' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'expired', label: 'Expired' },
];

interface PromoToolbarProps {
  text: string;
  onText(text: string): void;
  filter: PromoFilter;
  onFilter(filter: PromoFilter): void;
}

/** Search (code or description, as you type) and the status filter. */
export function PromoToolbar({ text, onText, filter, onFilter }: PromoToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        value={text}
        onChange={(event) => onText(event.target.value)}
        placeholder="Search promo codes..."
        type="search"
        size="small"
        sx={{ maxWidth: 360 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search promo codes' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup value={filter} exclusive size="small" aria-label="Show" onChange={(_event, next: PromoFilter | null) => next && onFilter(next)} sx={{ flexWrap: 'wrap' }}>
        {FILTERS.map(({ value, label }) => (
          <ToggleButton key={value} value={value}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
