import type { StoreGame } from '../store/store-types';

/** What the cart keeps of a game (a snapshot from when it was added; checkout prices it again). */
export type CartGame = Pick<StoreGame, 'id' | 'name' | 'slug' | 'cover_url' | 'price' | 'discount' | 'discountedPrice' | 'genres'>;

export interface CartItem {
  game: CartGame;
  quantity: number;
}

/** The stored cart. An applied promo (ordering) adds its code and the server's discount. */
export interface CartState {
  items: CartItem[];
  promoCode: string | null;
  /** Dollars, as the server answered when the promo was applied. */
  promoDiscount: number;
}

export interface CartTotals {
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
}
