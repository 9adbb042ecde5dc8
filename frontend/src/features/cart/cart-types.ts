import type { StoreGame } from '../store/store-types';

/** What the cart keeps of a game (a snapshot from when it was added; checkout prices it again). */
export type CartGame = Pick<StoreGame, 'id' | 'name' | 'slug' | 'cover_url' | 'price' | 'discount' | 'discountedPrice' | 'genres'>;

export interface CartItem {
  game: CartGame;
  quantity: number;
}

/** An applied promo's terms, as promo/apply answered them: a whole percent, or dollars off. */
export interface PromoTerms {
  discountType: 'percentage' | 'fixed';
  discountValue: number;
}

/**
 * The stored cart. An applied promo (ordering) adds its code, the server's discount and its
 * terms, so a change of the items recomputes the discount (checkout applies the code again).
 */
export interface CartState {
  items: CartItem[];
  promoCode: string | null;
  /** Dollars, as the server answered when the promo was applied. */
  promoDiscount: number;
  /** Null for no promo, or a cart stored before terms were kept. */
  promoTerms: PromoTerms | null;
}

export interface CartTotals {
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
}
