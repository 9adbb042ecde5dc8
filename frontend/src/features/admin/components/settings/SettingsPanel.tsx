import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One tab's heading and content. */
export function SettingsPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="h6" component="h2">
        {`${title} Settings`}
      </Typography>
      {children}
    </Box>
  );
}
