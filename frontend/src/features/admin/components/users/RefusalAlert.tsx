import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { USERS_TEXTS as TEXTS } from '../../users-texts';

/** The server's reason for refusing the dialog's change; announced as it appears. */
export function RefusalAlert({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return (
    <Alert severity="error" role="alert" data-testid="change-refused">
      <AlertTitle>{TEXTS.refusedTitle}</AlertTitle>
      <span data-testid="change-refused-reason">{refusal}</span>
    </Alert>
  );
}
