import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LoadingRegion } from '../../../shared/ui/LoadingRegion';
import { GameGallerySkeleton } from './GameGallerySkeleton';
import { GameHeroSkeleton } from './GameHeroSkeleton';
import { GameSidePanelSkeleton } from './GameSidePanelSkeleton';
import { GameTabsSkeleton } from './GameTabsSkeleton';
import { GAME_VIEW_COLUMNS } from './game-view-layout';

/**
 * GameView's shape while the game loads: the hero, the gallery, the tabs and the purchase panel,
 * so the page (and the footer below it) keeps its place when the game comes.
 */
export function GameViewSkeleton() {
  return (
    <LoadingRegion label="Loading game">
      <GameHeroSkeleton />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={GAME_VIEW_COLUMNS}>
          <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
            <GameGallerySkeleton />
            <GameTabsSkeleton />
          </Box>
          <GameSidePanelSkeleton />
        </Box>
      </Container>
    </LoadingRegion>
  );
}
