import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { StoreGameDetail } from '../../store/store-types';
import { GameGallery } from './GameGallery';
import { GameHero } from './GameHero';
import { GameSidePanel } from './GameSidePanel';
import { GameTabs } from './GameTabs';
import { GAME_VIEW_COLUMNS } from './game-view-layout';

/** The loaded game page: hero, then gallery and tabs beside the purchase panel. */
export function GameView({ game }: { game: StoreGameDetail }) {
  return (
    <Box data-testid="game-page">
      <GameHero game={game} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={GAME_VIEW_COLUMNS}>
          <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
            <GameGallery game={game} />
            <GameTabs game={game} />
          </Box>
          <GameSidePanel game={game} />
        </Box>
      </Container>
    </Box>
  );
}
