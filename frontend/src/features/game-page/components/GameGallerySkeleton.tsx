import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { MAX_THUMBNAILS } from './GameGallery';

/** GameGallery's shape while the game loads: the main picture and a row of thumbnails, all 16:9. */
export function GameGallerySkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="rounded" animation="wave" sx={{ height: 'auto', aspectRatio: '16 / 9', borderRadius: 2 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${MAX_THUMBNAILS}, 1fr)`, gap: 1.5 }}>
        {Array.from({ length: MAX_THUMBNAILS }, (_, index) => (
          <Skeleton key={index} variant="rounded" sx={{ height: 'auto', aspectRatio: '16 / 9', borderRadius: 1.5 }} />
        ))}
      </Box>
    </Box>
  );
}
