import Box from '@mui/material/Box';
import { LoadingRegion } from '../../../shared/ui/LoadingRegion';
import { CarouselGameCardSkeleton } from './CarouselGameCardSkeleton';
import { CARD_WIDTH, GAP } from './GameCarousel';

/** GameCarousel's row while its games load: card placeholders of the same width and gap, cut off at the edge as the row is. */
export function GameCarouselSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <LoadingRegion label={label} sx={{ display: 'flex', gap: `${GAP}px`, overflow: 'hidden', pb: 1 }}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', flexShrink: 0 }}>
          <CarouselGameCardSkeleton width={CARD_WIDTH} />
        </Box>
      ))}
    </LoadingRegion>
  );
}
