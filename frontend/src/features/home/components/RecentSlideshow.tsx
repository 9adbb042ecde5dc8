import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { StoreGame } from '../../store/store-types';
import { SLIDESHOW_TIMING } from '../home-constants';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useSlideshow } from '../hooks/use-slideshow';
import { useSlideshowPause } from '../hooks/use-slideshow-pause';
import { useSwipe } from '../hooks/use-swipe';
import { SlideshowDots } from './SlideshowDots';
import { SlideshowPlayPause } from './SlideshowPlayPause';
import { SlideshowSlide } from './SlideshowSlide';

/**
 * The recently added games, one slide at a time: arrows, dots, swipe, and the arrow keys while the
 * pointer is over it or focus inside it; advances by itself every 5 s unless paused (its Pause
 * button, hover, or focus inside); wraps around at both ends.
 */
export function RecentSlideshow({ games }: { games: readonly StoreGame[] }) {
  const pause = useSlideshowPause();
  const slideshow = useSlideshow({ count: games.length, autoAdvanceMs: SLIDESHOW_TIMING.autoAdvanceMs, lockMs: SLIDESHOW_TIMING.lockMs, paused: pause.paused });
  const swipe = useSwipe(slideshow.next, slideshow.previous, SLIDESHOW_TIMING.swipePx);
  useArrowKeys(slideshow.previous, slideshow.next, games.length > 1 && pause.engaged);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Recently added games"
      data-testid="recent-slideshow"
      {...pause.handlers}
      {...swipe}
      sx={{ position: 'relative', overflow: 'hidden', borderRadius: 3, bgcolor: 'grey.900', aspectRatio: { xs: '4 / 3', sm: '16 / 9', md: '21 / 9' } }}
    >
      {/* First in the reading order, so it is reached before the content that moves. */}
      {games.length > 1 && <SlideshowPlayPause stopped={pause.stopped} onToggle={pause.toggleStopped} />}
      {games.map((game, position) => (
        <SlideshowSlide key={game.id} game={game} position={position} count={games.length} active={position === slideshow.active} />
      ))}
      {games.length > 1 && (
        <>
          <SlideArrow label="Previous slide" side="left" onClick={slideshow.previous} />
          <SlideArrow label="Next slide" side="right" onClick={slideshow.next} />
          <SlideshowDots count={games.length} active={slideshow.active} onSelect={slideshow.goTo} />
        </>
      )}
    </Box>
  );
}

function SlideArrow({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick(): void }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        [side]: { xs: 6, md: 16 },
        color: 'common.white',
        bgcolor: 'rgba(0,0,0,0.45)',
        '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
      }}
    >
      {side === 'left' ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );
}
