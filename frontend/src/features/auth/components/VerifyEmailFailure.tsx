import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { Link as RouterLink } from 'react-router';
import { AUTH_MESSAGES } from '../messages';

export function VerifyEmailFailure() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <ErrorOutlineRounded color="error" sx={{ fontSize: 64 }} />
      <Typography variant="h6" component="p">
        {AUTH_MESSAGES.invalidLink}
      </Typography>
      <Button component={RouterLink} to="/register" variant="contained">
        Back to Register
      </Button>
    </Stack>
  );
}
