import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list or report that could not be loaded: says so, with Retry (never an empty state, which would be a false answer). */
export function LoadFailedAlert({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  return (
    <Alert
      severity="error"
      data-testid={testId}
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
