import { useState } from 'react';
import { RouterTextLink } from '../../../shared/ui/RouterTextLink';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../components/RegisterForm';
import { RegisterPending } from '../components/RegisterPending';

export function RegisterPage() {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title={pendingEmail ? 'Check your inbox' : 'Create your account'}
      subtitle={pendingEmail ? undefined : 'Buy game keys, keep them safe in your inventory.'}
      footer={
        pendingEmail ? undefined : (
          <>
            Already have an account? <RouterTextLink to="/login">Login</RouterTextLink>
          </>
        )
      }
    >
      {pendingEmail ? <RegisterPending email={pendingEmail} /> : <RegisterForm onPending={setPendingEmail} />}
    </AuthCard>
  );
}
