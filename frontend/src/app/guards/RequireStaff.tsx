import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isStaff } from '../../shared/session/session-user';
import { useSessionStatus, useSessionUser } from '../../shared/session/use-session';
import { PageLoader } from '../../shared/ui/PageLoader';

// Only staff accounts without two-factor sign-in see it: not worth a place in the app's first script.
const StaffTwoFactorSetup = lazy(() => import('../../shared/two-factor/StaffTwoFactorSetup').then((m) => ({ default: m.StaffTwoFactorSetup })));

/**
 * The admin area: signed out → /login (or the page's own prompt); an account without any staff
 * permission → /; a staff account that must turn two-factor sign-in on → the set-up step, in place of
 * the page (which then shows). Which pages inside it may open is RequirePermission's.
 */
export function RequireStaff({ signedOut }: { signedOut?: ReactNode }) {
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'checking') return <PageLoader />;
  if (!user) return signedOut ?? <Navigate to="/login" replace />;
  if (!isStaff(user)) return <Navigate to="/" replace />;
  if (user.twoFactorSetupRequired) {
    return (
      <Suspense fallback={<PageLoader />}>
        <StaffTwoFactorSetup user={user} />
      </Suspense>
    );
  }
  return <Outlet />;
}
