import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One of the checkout's cards: a titled section. */
export function CheckoutSection({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const id = `checkout-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        {icon}
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
