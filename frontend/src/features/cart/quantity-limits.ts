/**
 * What the cart refuses as it is typed, in the words the server would answer at Complete
 * Purchase (services/api/src/ordering/http/order.contract.ts and
 * services/api/src/ordering/domain/checkout-errors.ts), so the shopper learns it here, not there.
 */
export const MAX_COPIES_PER_LINE = 10;

export const tooManyCopiesMessage = `Quantity must be a whole number from 1 to ${MAX_COPIES_PER_LINE}`;

export const outOfStockMessage = (title: string, available: number): string =>
  available === 0 ? `${title} is out of stock` : `Only ${available} ${available === 1 ? 'key' : 'keys'} of ${title} left`;

/**
 * Why a typed quantity (a whole number of at least 1) cannot be taken, or null when it can.
 * `copiesLeft` is the stock the cart knows at the moment of typing (undefined while unknown).
 */
export function refusedQuantity(quantity: number, title: string, copiesLeft: number | undefined): string | null {
  if (quantity > MAX_COPIES_PER_LINE) return tooManyCopiesMessage;
  if (copiesLeft !== undefined && quantity > copiesLeft) return outOfStockMessage(title, Math.max(0, copiesLeft));
  return null;
}
