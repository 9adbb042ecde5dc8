import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadingRegion } from '../../../shared/ui/LoadingRegion';
import { FEATURED_CARD_LAYOUT } from './featured-card-layout';

/** The featured game's card while it loads: artwork, stars, name, price, a four-line summary, genres and More Info. */
export function FeaturedGameSkeleton() {
  return (
    <LoadingRegion label="Loading the featured game">
      <Card variant="outlined" sx={FEATURED_CARD_LAYOUT.card}>
        <Box sx={FEATURED_CARD_LAYOUT.artwork}>
          <Skeleton variant="rectangular" animation="wave" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />
        </Box>
        <Box sx={FEATURED_CARD_LAYOUT.details}>
          <Skeleton width={90} height={18} />
          <Typography variant="h4">
            <Skeleton width="70%" />
          </Typography>
          <Skeleton width={120} height={30.75} />
          <Typography>
            <Skeleton />
            <Skeleton />
            <Skeleton />
            <Skeleton width="50%" />
          </Typography>
          <Skeleton variant="rounded" width={140} height={24} />
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Skeleton variant="rounded" width={104} height={36.5} />
          </Box>
        </Box>
      </Card>
    </LoadingRegion>
  );
}
