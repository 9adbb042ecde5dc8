import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { AdminSidebarContent } from './AdminSidebarContent';
import { SIDEBAR_WIDTH } from './sidebar-sizes';

/** The desktop sidebar: 250 px, or 70 px of icons when collapsed. */
export function AdminSidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  const label = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const toggle = (
    <Tooltip title={label} placement="right">
      <IconButton onClick={onToggle} aria-label={label} aria-expanded={!collapsed} size="small">
        {collapsed ? <ChevronRight /> : <ChevronLeft />}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      data-testid="admin-sidebar"
      sx={{
        width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.open,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <AdminSidebarContent collapsed={collapsed} headerAction={toggle} />
    </Box>
  );
}
