import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { artworkUrl } from '../../store/components/game-images';
import { GameImage } from '../../../shared/ui/GameImage';
import { GamePrice } from '../../store/components/GamePrice';
import { StoreBadge } from '../../store/components/StoreBadge';
import { truncateWords } from '../../store/components/truncate-words';
import { gamePath } from '../../store/game-path';
import type { StoreGame } from '../../store/store-types';

interface SlideshowSlideProps {
  game: StoreGame;
  position: number;
  count: number;
  active: boolean;
}

/** One slide: the game's artwork, name, summary, price and View Game. Hidden slides fade out. */
export function SlideshowSlide({ game, position, count, active }: SlideshowSlideProps) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!active}
      data-testid="recent-slide"
      data-active={active}
      sx={{
        position: 'absolute',
        inset: 0,
        opacity: active ? 1 : 0,
        visibility: active ? 'visible' : 'hidden',
        transition: 'opacity 500ms ease, visibility 500ms',
      }}
    >
      <GameImage src={artworkUrl(game)} alt={`${game.name} artwork`} eager={position === 0} />
      <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(0deg, rgba(8,10,20,0.9) 0%, rgba(8,10,20,0.2) 60%, rgba(8,10,20,0) 100%)' }} />
      <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, px: { xs: 7, md: 10 }, pt: 2, pb: { xs: 5, md: 6 }, color: 'common.white', maxWidth: 800 }}>
        {game.isNew && <StoreBadge label="NEW" tone="new" />}
        <Typography variant="h4" component="h3" data-testid="recent-slide-title" sx={{ mt: 1, fontWeight: 800, fontSize: { xs: 24, md: 34 } }}>
          {game.name}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.85, display: { xs: 'none', sm: 'block' } }}>{truncateWords(game.summary, 20)}</Typography>
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={gamePath(game)} variant="contained" tabIndex={active ? undefined : -1}>
            View Game
          </Button>
          <Box sx={{ px: 1.5, py: 0.5, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.45)' }}>
            <GamePrice game={game} onImage />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
