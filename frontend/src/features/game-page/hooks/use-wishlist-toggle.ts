import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSessionStatus, useSessionUser } from '../../../shared/session/use-session';
import { useAddToWishlistMutation, useGetWishlistQuery, useRemoveFromWishlistMutation } from '../../store/store-api';
import type { StoreGame } from '../../store/store-types';
import { GAME_TEXTS } from '../game-texts';

export interface WishlistToggle {
  wishlisted: boolean;
  /** A request runs (or the session or the wishlist is still being read). */
  busy: boolean;
  toggle: () => Promise<void>;
}

/**
 * The game page's wishlist button (spec section 4): signed out, go to /login; not on the list,
 * add it and open /wishlist; on the list, remove it. Failures say 'Failed to update wishlist.';
 * a wishlist that cannot be read says 'Failed to load wishlist data. Please try again later.'.
 */
export function useWishlistToggle(game: Pick<StoreGame, 'id' | 'name'>): WishlistToggle {
  const user = useSessionUser();
  const sessionStatus = useSessionStatus();
  const navigate = useNavigate();
  const wishlist = useGetWishlistQuery(user ? user.id : skipToken);
  const [add, adding] = useAddToWishlistMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();

  useEffect(() => {
    if (wishlist.isError) toast.error(GAME_TEXTS.wishlistLoadFailed, { id: 'wishlist-data-failed' });
  }, [wishlist.isError]);

  const wishlisted = !!wishlist.data?.wishlist.games.some((entry) => entry.gameId === game.id);
  const busy = sessionStatus === 'checking' || adding.isLoading || removing.isLoading || (!!user && wishlist.isFetching);

  const toggle = async () => {
    if (busy) return;
    if (!user) {
      navigate('/login');
      return;
    }
    const change = { userId: user.id, gameId: game.id };
    try {
      if (wishlisted) {
        await remove(change).unwrap();
        toast.success(GAME_TEXTS.removedFromWishlist(game.name));
      } else {
        await add(change).unwrap();
        toast.success(GAME_TEXTS.addedToWishlist);
        navigate('/wishlist');
      }
    } catch {
      toast.error(GAME_TEXTS.wishlistFailed);
    }
  };

  return { wishlisted, busy, toggle };
}
