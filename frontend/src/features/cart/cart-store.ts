import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { notifyCartChanged, subscribeToCart } from '../../shared/cart/cart-quantity';
import { readJson, writeJson } from '../../shared/storage/browser-storage';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import type { StoreGame } from '../store/store-types';
import { CART_TEXTS } from './cart-texts';
import type { CartGame, CartItem, CartState, PromoTerms } from './cart-types';
import { MAX_COPIES_PER_LINE, tooManyCopiesMessage } from './quantity-limits';

/**
 * The cart, kept in localStorage: restored at start, saved on every change, shared with the
 * header badge (shared/cart) and other tabs. A stored cart that fails to parse is logged and ignored.
 */
const EMPTY: CartState = { items: [], promoCode: null, promoDiscount: 0, promoTerms: null };

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

function isPromoTerms(value: unknown): value is PromoTerms {
  const terms = value as PromoTerms | null;
  return !!terms && (terms.discountType === 'percentage' || terms.discountType === 'fixed') && Number.isFinite(terms.discountValue);
}

function readStoredCart(): CartState {
  const stored = readJson<Partial<CartState>>(STORAGE_KEYS.cart);
  if (!stored || !Array.isArray(stored.items)) return EMPTY;
  return {
    items: stored.items.filter(isItem),
    promoCode: typeof stored.promoCode === 'string' ? stored.promoCode : null,
    promoDiscount: Number.isFinite(stored.promoDiscount) ? Number(stored.promoDiscount) : 0,
    promoTerms: isPromoTerms(stored.promoTerms) ? stored.promoTerms : null,
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

/**
 * New items keep an applied promo: its discount is recomputed from its terms (cartTotals) and
 * checkout applies the code again. It goes only with the last item, or when its terms are unknown
 * (a cart stored before they were kept), and then the shopper is told; it never vanishes silently.
 */
function withItems(items: CartItem[]): CartState {
  const { promoCode, promoTerms } = current;
  if (!promoCode) return { ...EMPTY, items };
  if (items.length > 0 && promoTerms) return { ...current, items };
  toast.info(items.length === 0 ? CART_TEXTS.promoDroppedEmpty(promoCode) : CART_TEXTS.promoDroppedApplyAgain(promoCode));
  return { ...EMPTY, items };
}

/**
 * Adds one copy: a game already in the cart goes up by 1, otherwise it comes in with quantity 1.
 * A line at 10 copies takes no more (the server's words say why); answers whether it was added.
 */
export function addToCart(game: CartGame | StoreGame): boolean {
  const existing = current.items.find((item) => item.game.id === game.id);
  if (existing && existing.quantity >= MAX_COPIES_PER_LINE) {
    toast.error(tooManyCopiesMessage);
    return false;
  }
  const items = existing
    ? current.items.map((item) => (item.game.id === game.id ? { ...item, quantity: item.quantity + 1 } : item))
    : [...current.items, { game: snapshot(game), quantity: 1 }];
  save(withItems(items));
  return true;
}

/** Sets a quantity; anything but a whole number of at least 1 is ignored (spec 000 §5): Remove removes. */
export function setCartQuantity(gameId: number, quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) return;
  save(withItems(current.items.map((item) => (item.game.id === gameId ? { ...item, quantity } : item))));
}

export function removeFromCart(gameId: number): void {
  save(withItems(current.items.filter((item) => item.game.id !== gameId)));
}

export function clearCart(): void {
  save(EMPTY);
}

/** Keeps the server's answer to a promo code (ordering): the code, its discount now, and its terms for later changes. */
export function applyPromo(promoCode: string, discount: number, terms: PromoTerms): void {
  save({ ...current, promoCode, promoDiscount: discount, promoTerms: { discountType: terms.discountType, discountValue: terms.discountValue } });
}

export const useCart = (): CartState => useSyncExternalStore(subscribeToCart, () => current, () => EMPTY);
