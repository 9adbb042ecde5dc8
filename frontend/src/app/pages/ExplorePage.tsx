import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Placeholder until the storefront feature brings the catalogue. */
export function ExplorePage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Explore
      </Typography>
      <Typography color="text.secondary">The catalogue is on its way.</Typography>
    </Container>
  );
}
