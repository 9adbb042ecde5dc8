import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Navigate } from 'react-router';
import { useSessionUser } from '../../../shared/session/use-session';
import { ProfileCard } from '../components/ProfileCard';
import { ProfileLinks } from '../components/ProfileLinks';
import { ProfileStats } from '../components/ProfileStats';

export function ProfilePage() {
  const user = useSessionUser();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <ProfileCard user={user} />
        <ProfileStats user={user} />
        <ProfileLinks />
      </Stack>
    </Container>
  );
}
