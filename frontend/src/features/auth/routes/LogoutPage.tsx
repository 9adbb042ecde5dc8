import { useEffect } from 'react';
import { clearStoredSession } from '../../../shared/session/session-storage';
import { PageLoader } from '../../../shared/ui/PageLoader';

/** Clears the token, the stored user and any pending two-factor sign-in, then reloads the store. */
export function LogoutPage() {
  useEffect(() => {
    clearStoredSession();
    window.location.replace('/');
  }, []);
  return <PageLoader label="Signing out" />;
}
