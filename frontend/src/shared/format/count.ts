const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count of keys, copies or orders, grouped as en-US writes it: 79,992. */
export const formatCount = (count: number): string => grouped.format(count);
