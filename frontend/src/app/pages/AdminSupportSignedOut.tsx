import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SignInPrompt } from '../../shared/ui/SignInPrompt';

/** /admin/customer-support for a signed-out visitor: the spec's 'Admin Customer Support' prompt. */
export function AdminSupportSignedOut() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Admin Customer Support
      </Typography>
      <SignInPrompt message="Please log in with an admin account to answer support tickets." />
    </Container>
  );
}
