import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { Link as RouterLink, Outlet } from 'react-router';
import { useSessionUser } from '../../shared/session/use-session';
import { DarkModeSwitch } from './header/DarkModeSwitch';

/**
 * The admin area's frame (no storefront top bar). Placeholder until the admin sidebar arrives:
 * who is signed in, the theme switch and Logout.
 */
export function AdminLayout() {
  const user = useSessionUser();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
          KeyLedger Admin
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {user?.username || 'Admin'} · {user?.email}
        </Typography>
        <DarkModeSwitch />
        <Button component={RouterLink} to="/logout" startIcon={<Logout />} color="inherit">
          Logout
        </Button>
      </Box>
      <Container maxWidth="lg" component="main" sx={{ py: 4 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
