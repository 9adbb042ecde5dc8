import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AUTH_MESSAGES } from '../messages';

/** Shown in place of the form once the verification mail is on its way. */
export function RegisterPending({ email }: { email: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success">{AUTH_MESSAGES.registerPending}</Alert>
      <Typography variant="body2" color="text.secondary">
        Open the link we sent to <strong>{email}</strong> to activate your account, then log in.
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        Go to Login
      </Button>
    </Stack>
  );
}
