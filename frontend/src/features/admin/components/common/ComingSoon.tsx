import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Construction from '@mui/icons-material/Construction';
import { AdminPageHeader } from './AdminPageHeader';

/** A page of the admin area that a later release brings. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3, textAlign: 'center' }}>
        <Construction color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="h2" gutterBottom>
          Coming soon
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
      </Paper>
    </>
  );
}
