import Box from '@mui/material/Box';
import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '../../shared/session/session-user';
import { useSessionUser } from '../../shared/session/use-session';
import { Footer } from './Footer';
import { Header } from './header/Header';

/** The storefront's frame: header, page, footer. An admin belongs in /admin. */
export function PublicLayout() {
  const user = useSessionUser();
  if (isAdmin(user)) return <Navigate to="/admin" replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
