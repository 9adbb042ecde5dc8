import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink } from 'react-router';
import { GAME_TEXTS } from '../game-texts';

/** A game id that is not a number, a game the store does not have, or a failed fetch. */
export function GameNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <SearchOffOutlined color="primary" sx={{ fontSize: 64, mb: 2 }} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {GAME_TEXTS.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {GAME_TEXTS.notFoundBody}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {GAME_TEXTS.returnHome}
      </Button>
    </Container>
  );
}
