/**
 * The order number shoppers see: the last 6 characters of the order's transactionId (spec 000 §9),
 * uppercased. The success screen, the inventory and the confirmation mail (the API's
 * ordering/domain/order-reference.ts) all name an order by it.
 */
export const shortOrderId = (transactionId: string): string => transactionId.slice(-6).toUpperCase();

/** A purchase date as the inventory shows it, e.g. 'Mar 14, 2026'; the text as given when it is not a date. */
export function formatPurchaseDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
