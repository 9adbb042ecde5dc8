import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '../../shared/session/session-user';
import { useSessionStatus, useSessionUser } from '../../shared/session/use-session';
import { PageLoader } from '../../shared/ui/PageLoader';

interface RequireAdminProps {
  /** What a signed-out visitor sees instead of being sent to /login, where a page's spec says. */
  signedOut?: ReactNode;
}

/** The admin area: signed out → /login (or the page's own prompt), signed in without the admin role → /. */
export function RequireAdmin({ signedOut }: RequireAdminProps) {
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'checking') return <PageLoader />;
  if (!user) return signedOut ?? <Navigate to="/login" replace />;
  return isAdmin(user) ? <Outlet /> : <Navigate to="/" replace />;
}
