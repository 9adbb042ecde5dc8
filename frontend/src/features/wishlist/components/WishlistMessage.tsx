import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred card with an icon, a line of text and an optional action (signed out, empty, error). */
export function WishlistMessage({ icon, text, action, role }: { icon: ReactNode; text: string; action?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <Paper variant="outlined" role={role} sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
      {icon}
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: action ? 3 : 0 }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}
