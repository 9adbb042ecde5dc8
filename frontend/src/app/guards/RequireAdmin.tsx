import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '../../shared/session/session-user';
import { useSessionStatus, useSessionUser } from '../../shared/session/use-session';
import { PageLoader } from '../../shared/ui/PageLoader';

/** The admin area: signed out → /login, signed in without the admin role → /. */
export function RequireAdmin() {
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'checking') return <PageLoader />;
  if (!user) return <Navigate to="/login" replace />;
  return isAdmin(user) ? <Outlet /> : <Navigate to="/" replace />;
}
