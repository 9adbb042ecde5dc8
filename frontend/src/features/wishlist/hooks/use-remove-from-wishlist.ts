import { toast } from 'sonner';
import { useRemoveFromWishlistMutation } from '../../store/store-api';
import { WISHLIST_TEXTS } from '../wishlist-texts';

/** Removes one game from the user's wishlist, with the spec's confirmation and failure toasts. */
export function useRemoveFromWishlist(userId: string) {
  const [remove, state] = useRemoveFromWishlistMutation();
  const removeGame = async (gameId: number) => {
    try {
      await remove({ userId, gameId }).unwrap();
      toast.success(WISHLIST_TEXTS.removed);
    } catch {
      toast.error(WISHLIST_TEXTS.removeFailed);
    }
  };
  return { removeGame, removingId: state.isLoading ? state.originalArgs?.gameId : undefined };
}
