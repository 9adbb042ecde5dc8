import type { CartItem } from '../cart/cart-types';
import { payablePrice } from '../store/components/sale';

const toCents = (dollars: number) => Math.round(dollars * 100);

/** A line's price: the discounted unit price (price × (1 − discount/100), from the server) times the quantity, in exact cents. */
export const linePrice = (item: CartItem): number => (toCents(payablePrice(item.game)) * item.quantity) / 100;

/** What the wallet shows: its balance, what the order takes, and what is left (never below 0). */
export function walletFigures(balance: number, total: number) {
  const balanceCents = toCents(balance);
  const totalCents = toCents(total);
  return {
    balance: balanceCents / 100,
    deduct: totalCents / 100,
    remaining: Math.max(0, balanceCents - totalCents) / 100,
    sufficient: balanceCents >= totalCents,
  };
}
