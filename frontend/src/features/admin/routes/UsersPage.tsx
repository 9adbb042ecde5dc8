import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdminPageHeader } from '../components/common/AdminPageHeader';

/** /admin/users: the placeholder page the spec describes. */
export function UsersPage() {
  return (
    <>
      <AdminPageHeader title="Users" />
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography color="text.secondary">User management is not available yet.</Typography>
      </Paper>
    </>
  );
}
