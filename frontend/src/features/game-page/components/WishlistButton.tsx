import Button from '@mui/material/Button';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import type { StoreGame } from '../../store/store-types';
import { GAME_TEXTS } from '../game-texts';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle';

/** Adds the game to, or removes it from, the signed-in shopper's wishlist. */
export function WishlistButton({ game }: { game: Pick<StoreGame, 'id' | 'name'> }) {
  const { wishlisted, busy, toggle } = useWishlistToggle(game);
  return (
    <Button
      variant={wishlisted ? 'contained' : 'outlined'}
      color={wishlisted ? 'secondary' : 'primary'}
      startIcon={wishlisted ? <Favorite /> : <FavoriteBorder />}
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={wishlisted}
      data-testid="wishlist-toggle"
      fullWidth
    >
      {wishlisted ? GAME_TEXTS.wishlisted : GAME_TEXTS.wishlist}
    </Button>
  );
}
