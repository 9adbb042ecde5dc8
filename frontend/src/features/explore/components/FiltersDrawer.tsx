import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import type { ReactNode } from 'react';

/** The sidebar on small screens. */
export function FiltersDrawer({ open, onClose, children }: { open: boolean; onClose(): void; children: ReactNode }) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Filters', sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close filters" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ px: 1.5, pb: 3 }}>{children}</Box>
    </Drawer>
  );
}
