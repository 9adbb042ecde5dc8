import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Placeholder until the admin area is built: the target of the admin redirects. */
export function AdminDashboardPage() {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Admin Dashboard
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography color="text.secondary">The store management tools will appear here.</Typography>
      </Paper>
    </>
  );
}
