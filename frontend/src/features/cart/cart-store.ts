import { useSyncExternalStore } from 'react';
import { notifyCartChanged, subscribeToCart } from '../../shared/cart/cart-quantity';
import { readJson, writeJson } from '../../shared/storage/browser-storage';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import type { StoreGame } from '../store/store-types';
import type { CartGame, CartItem, CartState } from './cart-types';

/**
 * The cart, kept in localStorage: restored at start, saved on every change, shared with the
 * header badge (shared/cart) and other tabs. A stored cart that fails to parse is logged and ignored.
 */
const EMPTY: CartState = { items: [], promoCode: null, promoDiscount: 0 };

function isItem(value: unknown): value is CartItem {
  const item = value as CartItem | null;
  return (
    !!item &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0 &&
    !!item.game &&
    Number.isInteger(item.game.id) &&
    typeof item.game.name === 'string' &&
    Number.isFinite(item.game.discountedPrice)
  );
}

function readStoredCart(): CartState {
  const stored = readJson<Partial<CartState>>(STORAGE_KEYS.cart);
  if (!stored || !Array.isArray(stored.items)) return EMPTY;
  return {
    items: stored.items.filter(isItem),
    promoCode: typeof stored.promoCode === 'string' ? stored.promoCode : null,
    promoDiscount: Number.isFinite(stored.promoDiscount) ? Number(stored.promoDiscount) : 0,
  };
}

let current: CartState = readStoredCart();

function save(next: CartState): void {
  current = next;
  writeJson(STORAGE_KEYS.cart, next);
  notifyCartChanged();
}

// Other tabs change the stored cart too.
subscribeToCart(() => {
  const stored = readStoredCart();
  if (JSON.stringify(stored) !== JSON.stringify(current)) current = stored;
});

const snapshot = (game: CartGame): CartGame => ({
  id: game.id,
  name: game.name,
  slug: game.slug,
  cover_url: game.cover_url,
  price: game.price,
  discount: game.discount,
  discountedPrice: game.discountedPrice,
  genres: game.genres,
});

/** Changing the items drops an applied promo: its discount was computed for the old total. */
const withItems = (items: CartItem[]): CartState => ({ items, promoCode: null, promoDiscount: 0 });

/** Adds one copy: a game already in the cart goes up by 1, otherwise it comes in with quantity 1. */
export function addToCart(game: CartGame | StoreGame): void {
  const existing = current.items.find((item) => item.game.id === game.id);
  const items = existing
    ? current.items.map((item) => (item.game.id === game.id ? { ...item, quantity: item.quantity + 1 } : item))
    : [...current.items, { game: snapshot(game), quantity: 1 }];
  save(withItems(items));
}

/** Sets a quantity; below 1 removes the item; a non-integer is ignored. */
export function setCartQuantity(gameId: number, quantity: number): void {
  if (!Number.isInteger(quantity)) return;
  if (quantity < 1) return removeFromCart(gameId);
  save(withItems(current.items.map((item) => (item.game.id === gameId ? { ...item, quantity } : item))));
}

export function removeFromCart(gameId: number): void {
  save(withItems(current.items.filter((item) => item.game.id !== gameId)));
}

export function clearCart(): void {
  save(EMPTY);
}

/** Keeps the server's answer to a promo code (ordering). */
export function applyPromo(promoCode: string, discount: number): void {
  save({ ...current, promoCode, promoDiscount: discount });
}

export const useCart = (): CartState => useSyncExternalStore(subscribeToCart, () => current, () => EMPTY);
