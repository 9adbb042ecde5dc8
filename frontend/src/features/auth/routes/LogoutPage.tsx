import { useEffect } from 'react';
import { clearStoredCart } from '../../../shared/cart/cart-quantity';
import { clearStoredSession, readToken } from '../../../shared/session/session-storage';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useLogoutMutation } from '../api';

/** The device signs out even when the server cannot be told (offline, or the session already ended). */
const SERVER_WAIT_MS = 3_000;

/**
 * Ends the session on the server (POST auth/logout revokes this token), then clears the token,
 * the stored user, any pending two-factor sign-in and the cart with its promo, and reloads the store.
 */
export function LogoutPage() {
  const [logout] = useLogoutMutation();
  useEffect(() => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearStoredSession();
      clearStoredCart();
      window.location.replace('/');
    };
    const timer = setTimeout(finish, SERVER_WAIT_MS);
    if (readToken()) void logout().finally(finish);
    else finish();
    return () => clearTimeout(timer);
  }, [logout]);
  return <PageLoader label="Signing out" />;
}
