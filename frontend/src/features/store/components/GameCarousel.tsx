import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreGame } from '../store-types';
import { CarouselGameCard } from './CarouselGameCard';

/** Each arrow press shifts the row by one card and its gap: 240 + 16 = 256 px. */
export const CARD_WIDTH = 240;
export const GAP = 16;
export const CAROUSEL_STEP = CARD_WIDTH + GAP;

/** A row of game cards that scrolls sideways, with left and right arrows. */
export function GameCarousel({ games, label }: { games: readonly StoreGame[]; label: string }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    setEdges({ atStart: row.scrollLeft <= 1, atEnd: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, games]);

  const shift = (direction: -1 | 1) => rowRef.current?.scrollBy({ left: direction * CAROUSEL_STEP, behavior: 'smooth' });

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label} sx={{ position: 'relative' }}>
      <Box
        component="ul"
        ref={rowRef}
        onScroll={measure}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'flex',
          gap: `${GAP}px`,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {games.map((game) => (
          <Box component="li" key={game.id} sx={{ scrollSnapAlign: 'start', flexShrink: 0 }}>
            <CarouselGameCard game={game} width={CARD_WIDTH} />
          </Box>
        ))}
      </Box>
      <CarouselArrow direction={-1} disabled={edges.atStart} onClick={() => shift(-1)} />
      <CarouselArrow direction={1} disabled={edges.atEnd} onClick={() => shift(1)} />
    </Box>
  );
}

function CarouselArrow({ direction, disabled, onClick }: { direction: -1 | 1; disabled: boolean; onClick(): void }) {
  return (
    <IconButton
      aria-label={direction < 0 ? 'Scroll left' : 'Scroll right'}
      disabled={disabled}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '40%',
        transform: 'translateY(-50%)',
        [direction < 0 ? 'left' : 'right']: { xs: 4, md: -20 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: 3,
        '&:hover': { bgcolor: 'background.paper' },
        '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
      }}
    >
      {direction < 0 ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );
}
