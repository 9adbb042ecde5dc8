import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EXPLORE_PATH } from '../../store/components/explore-paths';

/** /explore/genres/{id} or /explore/themes/{id} with an id the store does not have: the not-found page's words, and the way back. */
export function UnknownFilter({ kind }: { kind: 'genre' | 'theme' }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="explore-unknown-filter">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {kind === 'genre' ? 'There is no such genre.' : 'There is no such theme.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={EXPLORE_PATH} variant="contained">
          Browse all games
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Return Home
        </Button>
      </Box>
    </Container>
  );
}
