import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred card with an icon, a title, an optional line and an optional action (signed out, empty, error). */
export function InventoryMessage({ icon, title, body, action, role }: { icon: ReactNode; title: string; body?: string; action?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <Paper variant="outlined" role={role} sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      {icon}
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {body}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
}
