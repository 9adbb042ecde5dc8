import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useSessionStatus, useSessionUser } from '../../../shared/session/use-session';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PaymentMethodsSection } from '../components/PaymentMethodsSection';
import { ProfileSection } from '../components/ProfileSection';
import { SecuritySection } from '../components/SecuritySection';
import { SettingsNav } from '../components/SettingsNav';
import { SignedOutPrompt } from '../components/SignedOutPrompt';
import { YourDataSection } from '../components/YourDataSection';
import { sectionFrom, type SettingsSection } from '../settings-sections';

/**
 * Side navigation and one section at a time; the section is in the URL (?section=security).
 * Signed out, the account document's own prompt with Log In (it is more specific than the
 * shopper document's generic login-only guard, so the route has no guard).
 */
export function AccountSettingsPage() {
  const user = useSessionUser();
  const sessionStatus = useSessionStatus();
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(params.get('section'));
  const select = (next: SettingsSection) => setParams(next === 'profile' ? {} : { section: next });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Account Settings
      </Typography>
      {sessionStatus === 'checking' ? (
        <PageLoader label="Loading account settings" />
      ) : !user ? (
        <SignedOutPrompt />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
          <SettingsNav current={section} onSelect={select} />
          {/* minWidth 0: the wallet statement's table scrolls inside the column instead of widening it when it arrives. */}
          <Box sx={{ minWidth: 0 }}>
            {section === 'profile' && <ProfileSection user={user} />}
            {section === 'security' && <SecuritySection user={user} />}
            {section === 'payment-methods' && <PaymentMethodsSection />}
            {section === 'your-data' && <YourDataSection userId={user.id} />}
          </Box>
        </Box>
      )}
    </Container>
  );
}
