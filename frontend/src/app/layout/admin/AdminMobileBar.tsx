import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Menu from '@mui/icons-material/Menu';
import { useState } from 'react';
import { AdminSidebarContent } from './AdminSidebarContent';
import { SIDEBAR_WIDTH } from './sidebar-sizes';

/** Below 768 px: a bar with a menu button that slides the sidebar out as a 280 px drawer. */
export function AdminMobileBar() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <IconButton edge="start" onClick={() => setOpen(true)} aria-label="Open menu" aria-haspopup="dialog" aria-expanded={open} sx={{ mr: 1 }}>
            <Menu />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            KeyLedger Admin
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer open={open} onClose={close} slotProps={{ paper: { 'aria-label': 'Admin menu' } }}>
        <Box data-testid="admin-drawer" sx={{ width: SIDEBAR_WIDTH.drawer, height: '100%' }}>
          <AdminSidebarContent
            collapsed={false}
            onNavigate={close}
            headerAction={
              <IconButton onClick={close} aria-label="Close menu" size="small">
                <Close />
              </IconButton>
            }
          />
        </Box>
      </Drawer>
    </>
  );
}
