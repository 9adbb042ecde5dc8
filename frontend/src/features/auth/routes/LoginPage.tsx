import { RouterTextLink } from '../../../shared/ui/RouterTextLink';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';

export function LoginPage() {
  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Sign in to reach your keys, wishlist and wallet."
      footer={
        <>
          Don&apos;t have an account? <RouterTextLink to="/register">Register</RouterTextLink>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
