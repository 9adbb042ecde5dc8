import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';

/** Linked from the profile; the spec shows no content beyond the link. */
export function NotificationsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Notifications
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
        <NotificationsNoneOutlined color="disabled" sx={{ fontSize: 48 }} />
        <Typography color="text.secondary">You have no notifications.</Typography>
      </Paper>
    </Container>
  );
}
