import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SportsEsports from '@mui/icons-material/SportsEsports';
import type { ReactNode } from 'react';
import { can, type SessionUser } from '../../../shared/session/session-user';
import { useSessionUser } from '../../../shared/session/use-session';
import { AdminNavList } from './AdminNavList';
import { AdminUserPanel } from './AdminUserPanel';

interface AdminSidebarContentProps {
  collapsed: boolean;
  /** A control beside the brand (the collapse toggle, or the drawer's close button). */
  headerAction?: ReactNode;
  onNavigate?(): void;
}

/** The area's name under the brand, by what the account may do. */
const areaName = (user: SessionUser | null): string => (can(user, 'dashboard') ? 'Admin' : can(user, 'tickets') ? 'Support' : can(user, 'finance-reports') ? 'Finance' : 'Staff');

/** The brand, the entries and the user panel: the same in the sidebar and in the mobile drawer. */
export function AdminSidebarContent({ collapsed, headerAction, onNavigate }: AdminSidebarContentProps) {
  const area = areaName(useSessionUser());
  return (
    <Box component="nav" aria-label="Admin" sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: collapsed ? 1 : 2, py: 2, justifyContent: collapsed ? 'center' : 'space-between', flexDirection: collapsed ? 'column' : 'row' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <SportsEsports color="primary" aria-hidden />
          {!collapsed && (
            <Box sx={{ minWidth: 0 }}>
              <Typography component="p" noWrap sx={{ fontWeight: 800, fontSize: 17, lineHeight: 1.2 }}>
                KeyLedger
              </Typography>
              <Typography component="p" variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                {area}
              </Typography>
            </Box>
          )}
        </Box>
        {headerAction}
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <AdminNavList collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
      <AdminUserPanel collapsed={collapsed} />
    </Box>
  );
}
