import Skeleton from '@mui/material/Skeleton';
import { LoadingRegion } from '../../../shared/ui/LoadingRegion';

/** The slideshow's frame while its games load; the same ratios as RecentSlideshow's, which sets the slides' height. */
export function SlideshowSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <Skeleton variant="rounded" animation="wave" sx={{ height: 'auto', borderRadius: 3, aspectRatio: { xs: '4 / 3', sm: '16 / 9', md: '21 / 9' } }} />
    </LoadingRegion>
  );
}
