import { Navigate, Outlet } from 'react-router';
import { can, staffHomePath, type Permission } from '../../shared/session/session-user';
import { useSessionUser } from '../../shared/session/use-session';

/** One admin page (inside RequireStaff): without its permission, the account's own first page of the area. */
export function RequirePermission({ permission }: { permission: Permission }) {
  const user = useSessionUser();
  if (can(user, permission)) return <Outlet />;
  return <Navigate to={(user && staffHomePath(user)) ?? '/'} replace />;
}
