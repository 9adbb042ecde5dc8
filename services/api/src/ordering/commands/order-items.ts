import type { OrderItem } from './place-order.command.js';

/** The same game twice in a cart is one line with the quantities added, in first-seen order. */
export function mergeOrderItems(items: readonly OrderItem[]): OrderItem[] {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.gameId, (merged.get(item.gameId) ?? 0) + item.quantity);
  return [...merged].map(([gameId, quantity]) => ({ gameId, quantity }));
}
