import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Placeholder home until the storefront feature brings its sections (hero, top rated, popular...). */
export function HomePage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          Digital game keys
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          Your next game is one key away.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Buy activation keys, find them in your inventory at once, and keep every purchase on record.
        </Typography>
        <Button component={RouterLink} to="/explore" variant="contained" size="large">
          Explore the catalogue
        </Button>
      </Box>
    </Container>
  );
}
