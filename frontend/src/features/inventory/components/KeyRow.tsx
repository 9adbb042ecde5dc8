import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { INVENTORY_TEXTS } from '../inventory-texts';

/** A line of a game's key list: 'Key n', then the key as it can be shown. */
export function KeyRow({ number, testId, children }: { number: number; testId: string; children: ReactNode }) {
  return (
    <Box component="li" data-testid={testId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, minWidth: 48 }}>
        {INVENTORY_TEXTS.keyLabel(number)}
      </Typography>
      {children}
    </Box>
  );
}
