import Skeleton from '@mui/material/Skeleton';
import { LoadingRegion } from '../../../shared/ui/LoadingRegion';
import { FEATURED_BANNER_FRAME } from './featured-banner-frame';

/** The featured banner's room while the featured game loads. */
export function FeaturedBannerSkeleton() {
  return (
    <LoadingRegion label="Loading the featured game">
      <Skeleton variant="rounded" animation="wave" sx={{ ...FEATURED_BANNER_FRAME, height: 'auto' }} />
    </LoadingRegion>
  );
}
