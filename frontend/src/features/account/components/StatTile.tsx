import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure with its label, e.g. "Cart Items 3". */
export function StatTile({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <Box
      sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.default', display: 'flex', gap: 1.5, alignItems: 'center' }}
      data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      {icon && <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>}
      <Box>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }} data-testid="stat-value">
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
