import Box from '@mui/material/Box';
import type { WishlistEntry } from '../../store/store-types';
import { useRemoveFromWishlist } from '../hooks/use-remove-from-wishlist';
import { WishlistCard } from './WishlistCard';
import { WISHLIST_GRID } from './wishlist-grid-layout';

/** The wishlist's games as cards. */
export function WishlistGrid({ userId, entries }: { userId: string; entries: WishlistEntry[] }) {
  const { removeGame, removingId } = useRemoveFromWishlist(userId);
  return (
    <Box component="ul" aria-label="Wishlist" sx={WISHLIST_GRID}>
      {entries.map((entry) => (
        <WishlistCard key={entry.gameId} game={entry.game} removing={removingId === entry.gameId} onRemove={(gameId) => void removeGame(gameId)} />
      ))}
    </Box>
  );
}
