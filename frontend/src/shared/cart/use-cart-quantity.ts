import { useSyncExternalStore } from 'react';
import { readCartQuantity, subscribeToCart } from './cart-quantity';

/** Total quantity of items in the stored cart, kept current across this and other tabs. */
export const useCartQuantity = (): number => useSyncExternalStore(subscribeToCart, readCartQuantity, () => 0);
