import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';

interface SignInPromptProps {
  /** A heading above the message, where the page's spec names one. */
  title?: string;
  message: string;
}

/** What a signed-in page shows a signed-out visitor: why it is empty, and Log In. */
export function SignInPrompt({ title, message }: SignInPromptProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center', maxWidth: 480, mx: 'auto' }}>
      <LockOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
      {title && (
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        Log In
      </Button>
    </Paper>
  );
}
