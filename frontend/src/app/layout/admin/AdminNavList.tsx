import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { NavLink } from 'react-router';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useSessionUser } from '../../../shared/session/use-session';
import { navEntriesFor } from './admin-nav-entries';

interface AdminNavListProps {
  /** Icons only; each entry keeps its name for screen readers and shows it in a tooltip. */
  collapsed: boolean;
  onNavigate?(): void;
}

/** The sidebar's entries the user may open; the current page's entry is marked (aria-current="page"). */
export function AdminNavList({ collapsed, onNavigate }: AdminNavListProps) {
  const user = useSessionUser();
  return (
    <List sx={{ px: 1 }}>
      {navEntriesFor(user).map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <Tooltip title={collapsed ? label : ''} placement="right" disableInteractive>
            <ListItemButton
              component={NavLink}
              to={to}
              end={to === '/admin'}
              onClick={onNavigate}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                minHeight: 44,
                justifyContent: collapsed ? 'center' : 'flex-start',
                px: collapsed ? 1 : 1.5,
                '&.active': { bgcolor: 'action.selected', fontWeight: 700, '& .MuiListItemIcon-root': { color: 'primary.main' } },
              }}
            >
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'text.secondary' }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={label} sx={collapsed ? visuallyHidden : { my: 0 }} slotProps={{ primary: { noWrap: true, sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          </Tooltip>
        </li>
      ))}
    </List>
  );
}
