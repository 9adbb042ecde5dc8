import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FINANCE_PATH, isAdmin, isFinance } from '../../shared/session/session-user';
import { useSessionStatus, useSessionUser } from '../../shared/session/use-session';
import { PageLoader } from '../../shared/ui/PageLoader';

interface RequireAdminProps {
  /** What a signed-out visitor sees instead of being sent to /login, where a page's spec says. */
  signedOut?: ReactNode;
  /** The pages inside may be opened by a finance account too (the finance report). */
  financeToo?: boolean;
}

/**
 * The admin area: signed out → /login (or the page's own prompt); a finance account → its own
 * page, /admin/finance, unless the pages inside are open to it; any other non-admin → /.
 */
export function RequireAdmin({ signedOut, financeToo = false }: RequireAdminProps) {
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'checking') return <PageLoader />;
  if (!user) return signedOut ?? <Navigate to="/login" replace />;
  if (isAdmin(user)) return <Outlet />;
  if (isFinance(user)) return financeToo ? <Outlet /> : <Navigate to={FINANCE_PATH} replace />;
  return <Navigate to="/" replace />;
}
