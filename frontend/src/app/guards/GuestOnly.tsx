import { Navigate, Outlet } from 'react-router';
import { homePathFor } from '../../shared/session/session-user';
import { useSessionStatus, useSessionUser } from '../../shared/session/use-session';
import { PageLoader } from '../../shared/ui/PageLoader';

/** /login and /register: a signed-in user is sent on (admin to /admin, finance to /admin/finance, others to /). */
export function GuestOnly() {
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'checking') return <PageLoader />;
  return user ? <Navigate to={homePathFor(user)} replace /> : <Outlet />;
}
