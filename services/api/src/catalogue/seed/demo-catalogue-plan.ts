import { randomInt } from 'node:crypto';
import { FEATURED_GAME, type ExternalGame } from '../../game-database/index.js';

/** How many games `SEED_DEMO` lists. */
export const DEMO_CATALOGUE_SIZE = 160;

const PRICES_CENTS = [499, 999, 1499, 1999, 2499, 2999, 3999, 4999, 5999, 6999];
const DISCOUNTS = [10, 15, 20, 25, 33, 40, 50, 75];

export interface DemoListing {
  gameId: number;
  priceCents: number;
  /** 0 for no discount. */
  discountPercent: number;
  keyCount: number;
}

/**
 * Which games the demo store lists, at what price, with how many keys: deterministic from the
 * game ids (the key text itself is random). Game 1877 (the home page's hero) is always in, and
 * about one game in four is on sale.
 */
export function demoCataloguePlan(games: readonly ExternalGame[]): DemoListing[] {
  const byId = [...games].sort((a, b) => a.id - b.id);
  const step = Math.max(1, Math.floor(byId.length / DEMO_CATALOGUE_SIZE));
  const chosen = byId.filter((_, index) => index % step === 0).slice(0, DEMO_CATALOGUE_SIZE);
  if (!chosen.some((game) => game.id === FEATURED_GAME.id)) chosen[0] = byId.find((game) => game.id === FEATURED_GAME.id) ?? chosen[0]!;
  return chosen.map((game) => ({
    gameId: game.id,
    priceCents: PRICES_CENTS[game.id % PRICES_CENTS.length]!,
    discountPercent: game.id % 4 === 0 ? DISCOUNTS[(game.id >> 2) % DISCOUNTS.length]! : 0,
    keyCount: 5 + (game.id % 11),
  }));
}

/** The demo store's featured game: the most anticipated listed game other than the hero's. */
export function demoFeaturedGameId(plan: readonly DemoListing[], games: readonly ExternalGame[]): number {
  const hypes = new Map(games.map((game) => [game.id, game.hypes]));
  const candidates = plan.filter((listing) => listing.gameId !== FEATURED_GAME.id);
  candidates.sort((a, b) => (hypes.get(b.gameId) ?? 0) - (hypes.get(a.gameId) ?? 0) || a.gameId - b.gameId);
  return candidates[0]?.gameId ?? FEATURED_GAME.id;
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random activation key in the usual XXXXX-XXXXX-XXXXX shape. */
export function randomActivationKey(): string {
  const group = () => Array.from({ length: 5 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}
