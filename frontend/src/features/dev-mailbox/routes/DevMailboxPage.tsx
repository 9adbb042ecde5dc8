import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useDevMailboxQuery } from '../api';

/**
 * For `make dev` only: the mail the API kept instead of sending (no SMTP_URL), newest first.
 * The API answers only on this machine; the page is linked from nowhere.
 */
export function DevMailboxPage() {
  const { data, isLoading, isError, refetch, isFetching } = useDevMailboxQuery();

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h4" component="h1">
          Development mailbox
        </Typography>
        <Button onClick={() => refetch()} loading={isFetching}>
          Refresh
        </Button>
      </Box>
      {isLoading ? (
        <PageLoader />
      ) : isError ? (
        <Alert severity="info">The mailbox is not available: mail is sent through SMTP, or this is not the server&apos;s machine.</Alert>
      ) : !data?.messages.length ? (
        <Alert severity="info">No mail yet.</Alert>
      ) : (
        <Stack spacing={2}>
          {data.messages.map((mail) => (
            <Paper key={mail.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }} component="article">
              <Typography variant="h6" component="h2">
                {mail.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                To {mail.to} · {new Date(mail.sentAt).toLocaleString()}
              </Typography>
              <Box component="pre" sx={{ mt: 1.5, mb: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 14 }}>
                {mail.text}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  );
}
