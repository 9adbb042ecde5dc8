import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" component="p" sx={{ fontWeight: 800, color: 'primary.main', fontSize: { xs: 72, md: 96 } }} aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        404 Page Not Found
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Return Home
      </Button>
    </Container>
  );
}
