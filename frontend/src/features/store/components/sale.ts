import type { StoreGame } from '../store-types';

type Priced = Pick<StoreGame, 'price' | 'discount' | 'discountedPrice'>;

/** On sale when the server gives a discount above 0 (its isDiscount and onSale say the same). */
export const isOnSale = (game: Priced): boolean => game.discount > 0;

/** What the shopper pays: the server's discounted price (the server computes every price). */
export const payablePrice = (game: Priced): number => (isOnSale(game) ? game.discountedPrice : game.price);
