import { readJson, removeItem } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * The cart lives in localStorage (the cart feature owns it). The header and the statistics only
 * need its total quantity, read here so they do not depend on the cart feature.
 */
export const CART_CHANGED_EVENT = 'keyledger:cart-changed';

interface StoredCart {
  items?: Array<{ quantity?: unknown }>;
}

export function readCartQuantity(): number {
  const cart = readJson<StoredCart>(STORAGE_KEYS.cart);
  if (!cart || !Array.isArray(cart.items)) return 0;
  return cart.items.reduce((sum, item) => {
    const quantity = Number(item?.quantity);
    return Number.isInteger(quantity) && quantity > 0 ? sum + quantity : sum;
  }, 0);
}

/**
 * Forgets the stored cart with its promo (spec 000 §4: sign-out clears storage), so the next
 * person on this browser starts with an empty cart and no discount a guest may not have.
 */
export function clearStoredCart(): void {
  removeItem(STORAGE_KEYS.cart);
  notifyCartChanged();
}

/** The cart feature calls this after saving, so this tab's badge follows at once. */
export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) onChange();
  };
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage); // other tabs
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
