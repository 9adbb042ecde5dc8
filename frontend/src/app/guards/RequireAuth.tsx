import { Navigate, Outlet } from 'react-router';
import { useSessionStatus, useSessionUser } from '../../shared/session/use-session';
import { PageLoader } from '../../shared/ui/PageLoader';

/** Login-only pages: without a session, go to /login (after the start-up check has answered). */
export function RequireAuth() {
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'checking') return <PageLoader />;
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}
