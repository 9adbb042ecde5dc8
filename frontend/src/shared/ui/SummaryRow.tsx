import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One label and value of an order summary (cart, checkout), as a dt/dd pair; `strong` for the
 * total. Long values (a promo code) wrap instead of widening the card.
 */
export function SummaryRow({ label, value, testId, strong }: { label: string; value: ReactNode; testId: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 400, fontSize: strong ? 18 : undefined }} color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: strong ? 800 : 600, fontSize: strong ? 18 : undefined, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
