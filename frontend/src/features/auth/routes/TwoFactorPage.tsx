import { useState } from 'react';
import { Navigate } from 'react-router';
import { clearPendingTwoFactor, readPendingTwoFactor } from '../../../shared/session/session-storage';
import { RouterTextLink } from '../../../shared/ui/RouterTextLink';
import { AuthCard } from '../components/AuthCard';
import { TwoFactorForm } from '../components/TwoFactorForm';
import { maskEmail } from '../mask-email';

/** Second sign-in step; without a sign-in waiting for its code there is nothing to do here. */
export function TwoFactorPage() {
  const [pending] = useState(readPendingTwoFactor);
  if (!pending) return <Navigate to="/login" replace />;
  return (
    <AuthCard
      title="Two-Factor Authentication"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong data-testid="masked-email">{maskEmail(pending.email)}</strong>
        </>
      }
      footer={
        <RouterTextLink to="/login" onClick={clearPendingTwoFactor}>
          Cancel and return to login
        </RouterTextLink>
      }
    >
      <TwoFactorForm pending={pending} />
    </AuthCard>
  );
}
