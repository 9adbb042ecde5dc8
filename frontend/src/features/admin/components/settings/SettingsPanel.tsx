import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import RestartAlt from '@mui/icons-material/RestartAlt';
import type { ReactNode } from 'react';

/** One tab's fields with its heading and its Reset button. */
export function SettingsPanel({ title, children, onReset }: { title: string; children: ReactNode; onReset(): void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="h6" component="h2">
        {`${title} Settings`}
      </Typography>
      {children}
      <Divider />
      <Box>
        <Button variant="outlined" startIcon={<RestartAlt />} onClick={onReset}>
          Reset
        </Button>
      </Box>
    </Box>
  );
}
