import { LoadingRegion } from '../../../shared/ui/LoadingRegion';
import { WishlistCardSkeleton } from './WishlistCardSkeleton';
import { WISHLIST_GRID, WISHLIST_PLACEHOLDER_CARDS } from './wishlist-grid-layout';

/** The wishlist's grid while it loads (or while the stored sign-in is checked), filled with card placeholders. */
export function WishlistGridSkeleton() {
  return (
    <LoadingRegion label="Loading wishlist" sx={WISHLIST_GRID}>
      {Array.from({ length: WISHLIST_PLACEHOLDER_CARDS }, (_, index) => (
        <WishlistCardSkeleton key={index} />
      ))}
    </LoadingRegion>
  );
}
