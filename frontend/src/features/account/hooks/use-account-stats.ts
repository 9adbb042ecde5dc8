import { useCartQuantity } from '../../../shared/cart/use-cart-quantity';
import type { SessionUser } from '../../../shared/session/session-user';

export interface AccountStats {
  walletBalance: number;
  cartItems: number;
  gamesOwned: number;
  wishlistItems: number;
  totalSpending: number;
  reviews: number;
}

/**
 * The account's figures, real ones only. Known today: the wallet balance (from the user) and the
 * cart items (from the stored cart).
 * TODO(inventory, wishlist, orders APIs): Games Owned, Wishlist Items and Total Spending are 0
 * until those APIs exist; read them from their endpoints then. The store has no reviews, so
 * Reviews is really 0.
 */
export function useAccountStats(user: SessionUser): AccountStats {
  const cartItems = useCartQuantity();
  return { walletBalance: user.wallet.balance, cartItems, gamesOwned: 0, wishlistItems: 0, totalSpending: 0, reviews: 0 };
}
