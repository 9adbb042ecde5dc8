/** A delivered key of an order, in the order's canonical key order (lines in order, each line's keys as delivered). */
export interface OrderKey {
  keyId: string;
  gameId: number;
  /** The line's unit price after the sale discount: the key's weight in the split. */
  unitPriceCents: number;
}

/**
 * What the shopper paid for each key, in cents: the order's total split over its keys in
 * proportion to their discounted unit prices, by the largest remainder. So each key carries its
 * unit price with its share of the tax and of the promo discount, the shares add up to exactly the
 * total (refunding every key returns what was paid, never a cent more), and none is negative.
 * Remainder cents go to the largest fractional parts, ties to the earlier key: the same order
 * always splits the same way. Keys of a free line (price 0) get nothing.
 */
export function splitTotal(totalCents: number, keys: readonly OrderKey[]): Map<string, number> {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new Error(`A total of ${totalCents} cents cannot be split`);
  const weight = keys.reduce((sum, key) => sum + key.unitPriceCents, 0);
  const shares = new Map<string, number>();
  if (keys.length === 0) return shares;
  if (weight === 0) {
    if (totalCents !== 0) throw new Error('An order whose keys are all free cannot have cost anything');
    for (const key of keys) shares.set(key.keyId, 0);
    return shares;
  }
  // Integer arithmetic: total × price fits in 2^53 for any order this store can take.
  const parts = keys.map((key, index) => {
    const exact = totalCents * key.unitPriceCents;
    return { key, index, floor: Math.floor(exact / weight), remainder: exact % weight };
  });
  let left = totalCents - parts.reduce((sum, part) => sum + part.floor, 0);
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of byRemainder) {
    if (left === 0) break;
    part.floor += 1;
    left -= 1;
  }
  for (const part of parts) shares.set(part.key.keyId, part.floor);
  return shares;
}
