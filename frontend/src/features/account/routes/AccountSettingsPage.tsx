import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../shared/session/use-session';
import { PaymentMethodsSection } from '../components/PaymentMethodsSection';
import { ProfileSection } from '../components/ProfileSection';
import { SecuritySection } from '../components/SecuritySection';
import { SettingsNav } from '../components/SettingsNav';
import { SignedOutPrompt } from '../components/SignedOutPrompt';
import { sectionFrom, type SettingsSection } from '../settings-sections';

/** Side navigation and one section at a time; the section is in the URL (?section=security). */
export function AccountSettingsPage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(params.get('section'));
  const select = (next: SettingsSection) => setParams(next === 'profile' ? {} : { section: next });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Account Settings
      </Typography>
      {!user ? (
        <SignedOutPrompt />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
          <SettingsNav current={section} onSelect={select} />
          {/* minWidth 0: the wallet statement's table scrolls inside the column instead of widening it when it arrives. */}
          <Box sx={{ minWidth: 0 }}>
            {section === 'profile' && <ProfileSection user={user} />}
            {section === 'security' && <SecuritySection user={user} />}
            {section === 'payment-methods' && <PaymentMethodsSection />}
          </Box>
        </Box>
      )}
    </Container>
  );
}
