import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { useVerifyEmailQuery } from '../api';
import { AuthCard } from '../components/AuthCard';
import { VerifyEmailFailure } from '../components/VerifyEmailFailure';
import { VerifyEmailSuccess } from '../components/VerifyEmailSuccess';
import { AUTH_MESSAGES } from '../messages';

/** Opened from the link in the verification mail: loading, then success or error. */
export function VerifyEmailPage() {
  const { token } = useParams();
  const { isSuccess, isError } = useVerifyEmailQuery(token ?? skipToken);

  return (
    <AuthCard title="Email verification">
      {isSuccess ? (
        <VerifyEmailSuccess />
      ) : isError || !token ? (
        <VerifyEmailFailure />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress />
          <Typography>{AUTH_MESSAGES.verifying}</Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
