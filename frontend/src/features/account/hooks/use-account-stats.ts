import { useCartQuantity } from '../../../shared/cart/use-cart-quantity';
import type { SessionUser } from '../../../shared/session/session-user';
import { useInventoryPosition } from '../../inventory/inventory-position';
import { useGetAccountStatsQuery } from '../api';

/** A figure the server gives: its value, or why there is none yet (never a made-up 0). */
export type ServerFigure = { state: 'shown'; value: number } | { state: 'loading' } | { state: 'failed' };

export interface AccountStats {
  walletBalance: number;
  cartItems: number;
  gamesOwned: ServerFigure;
  wishlistItems: ServerFigure;
  totalSpending: ServerFigure;
  reviews: number;
}

/**
 * The account's figures, real ones only: the wallet balance (from the user), the cart items (from
 * the stored cart), and games owned, wishlist items and total spending from GET users/{id}/stats.
 * They are read again on each visit (a refund is an admin's doing, in another browser) and after
 * this tab's purchases and wishlist changes (tag invalidation); right after a purchase the query
 * carries its log position, so the server answers once its read model shows it. The store has no
 * reviews, so Reviews is really 0.
 */
export function useAccountStats(user: SessionUser): AccountStats {
  const cartItems = useCartQuantity();
  const position = useInventoryPosition(user.id);
  const { currentData, isError } = useGetAccountStatsQuery({ userId: user.id, ...(position ? { position } : {}) }, { refetchOnMountOrArgChange: true });
  const figure = (value: number | undefined): ServerFigure => (value !== undefined ? { state: 'shown', value } : isError ? { state: 'failed' } : { state: 'loading' });
  const stats = currentData?.stats;
  return {
    walletBalance: user.wallet.balance,
    cartItems,
    gamesOwned: figure(stats?.gamesOwned),
    wishlistItems: figure(stats?.wishlistItems),
    totalSpending: figure(stats?.totalSpending),
    reviews: 0,
  };
}
