import Box from '@mui/material/Box';
import type { WishlistEntry } from '../../store/store-types';
import { useRemoveFromWishlist } from '../hooks/use-remove-from-wishlist';
import { WishlistCard } from './WishlistCard';

/** The wishlist's games as cards. */
export function WishlistGrid({ userId, entries }: { userId: string; entries: WishlistEntry[] }) {
  const { removeGame, removingId } = useRemoveFromWishlist(userId);
  return (
    <Box
      component="ul"
      aria-label="Wishlist"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
    >
      {entries.map((entry) => (
        <WishlistCard key={entry.gameId} game={entry.game} removing={removingId === entry.gameId} onRemove={(gameId) => void removeGame(gameId)} />
      ))}
    </Box>
  );
}
