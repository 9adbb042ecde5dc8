import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_MESSAGES } from '../messages';

export function SignedOutPrompt() {
  return (
    <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center', maxWidth: 480, mx: 'auto' }}>
      <LockOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
      <Typography sx={{ mb: 2 }}>{ACCOUNT_MESSAGES.signedOut}</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        Log In
      </Button>
    </Paper>
  );
}
