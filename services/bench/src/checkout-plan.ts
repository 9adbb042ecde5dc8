/** Sizing of the checkout runs: pure arithmetic, kept apart so it can be tested. */

/**
 * Orders for a run meant to last about `durationMs` at `ratePerSec` (measured on the run before),
 * bounded to [min, max] and rounded up to a multiple of `connections`, so every connection (one
 * shopper each) sends the same number of requests.
 */
export function plannedOrders(ratePerSec: number, durationMs: number, connections: number, min: number, max: number): number {
  const wanted = Number.isFinite(ratePerSec) && ratePerSec > 0 ? (ratePerSec * durationMs) / 1000 : min;
  const bounded = Math.min(max, Math.max(min, wanted));
  return Math.ceil(bounded / connections) * connections;
}

/**
 * How many of `requests` round-robin requests over `games` games, starting at game index `first`,
 * go to each game (by index).
 */
export function roundRobinCounts(games: number, first: number, requests: number): number[] {
  const base = Math.floor(requests / games);
  const extra = requests % games;
  return Array.from({ length: games }, (_, i) => base + (((i - first) % games + games) % games < extra ? 1 : 0));
}

/** Keys to add for `need` more sales: the need plus 1% (at least one key) to spare. */
export const withSpare = (need: number): number => (need > 0 ? need + Math.max(1, Math.ceil(need / 100)) : 0);
