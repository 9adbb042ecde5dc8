/** A purchase date as the inventory shows it, e.g. 'Mar 14, 2026'; the text as given when it is not a date. */
export function formatPurchaseDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
