/** A shopper's wishlist is the `wishlist-{userId}` stream: games added and removed, in order. */
export interface GameWishlisted {
  type: 'GameWishlisted';
  data: { userId: string; gameId: number };
}
export interface GameUnwishlisted {
  type: 'GameUnwishlisted';
  data: { userId: string; gameId: number };
}
export type WishlistEvent = GameWishlisted | GameUnwishlisted;

export const wishlistStreamId = (userId: string) => `wishlist-${userId}`;

export const MAX_WISHLIST_GAMES = 200;

export class WishlistFullError extends Error {
  constructor() {
    super(`A wishlist holds at most ${MAX_WISHLIST_GAMES} games`);
    this.name = 'WishlistFullError';
  }
}

/** The game ids on the list, oldest first. */
export function wishlistedGameIds(events: readonly WishlistEvent[]): number[] {
  const ids = new Set<number>();
  for (const event of events) {
    if (event.type === 'GameWishlisted') ids.add(event.data.gameId);
    else ids.delete(event.data.gameId);
  }
  return [...ids];
}

/** Adding a game already on the list, or removing one that is not, records nothing. */
export function decideWishlist(change: 'add' | 'remove', userId: string, gameId: number, current: readonly number[]): WishlistEvent[] {
  const present = current.includes(gameId);
  if (change === 'add') {
    if (present) return [];
    if (current.length >= MAX_WISHLIST_GAMES) throw new WishlistFullError();
    return [{ type: 'GameWishlisted', data: { userId, gameId } }];
  }
  return present ? [{ type: 'GameUnwishlisted', data: { userId, gameId } }] : [];
}
