import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Logout from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../shared/session/use-session';
import { useThemeMode } from '../../../shared/theme/theme-mode';

/** Who is signed in (username and e-mail, 'Admin' when there is no name), the theme, and Logout. */
export function AdminUserPanel({ collapsed }: { collapsed: boolean }) {
  const user = useSessionUser();
  const { mode, toggleMode } = useThemeMode();
  const name = user?.username || 'Admin';
  const themeLabel = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';

  return (
    <Box data-testid="admin-user-panel" sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 1, alignItems: collapsed ? 'center' : 'stretch' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar aria-hidden sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        {!collapsed && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap data-testid="admin-username">
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p" data-testid="admin-email">
              {user?.email}
            </Typography>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: collapsed ? 'column' : 'row', alignItems: 'center' }}>
        <Tooltip title={themeLabel}>
          <IconButton onClick={toggleMode} aria-label={themeLabel} size="small">
            {mode === 'dark' ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
        {collapsed ? (
          <Tooltip title="Logout" placement="right">
            <IconButton component={RouterLink} to="/logout" aria-label="Logout" size="small">
              <Logout fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Button component={RouterLink} to="/logout" startIcon={<Logout />} variant="outlined" size="small" fullWidth>
            Logout
          </Button>
        )}
      </Box>
    </Box>
  );
}
