import type { ListedGameSnapshot } from './listed-game-snapshot.js';

/** Events of a `game-{id}` stream: the store listing and its key pool. Key ids only, never key text. */
export interface GameListed {
  type: 'GameListed';
  data: { gameId: number; priceCents: number; game: ListedGameSnapshot };
}
export interface KeysAdded {
  type: 'KeysAdded';
  data: { gameId: number; keyIds: string[] };
}
export interface PriceChanged {
  type: 'PriceChanged';
  data: { gameId: number; priceCents: number; previousPriceCents: number };
}
export interface DiscountSet {
  type: 'DiscountSet';
  data: { gameId: number; discountPercent: number };
}
export interface GameFeatured {
  type: 'GameFeatured';
  data: { gameId: number };
}
export interface GameUnfeatured {
  type: 'GameUnfeatured';
  data: { gameId: number };
}
export interface GameUnlisted {
  type: 'GameUnlisted';
  data: { gameId: number };
}

/** Unsold keys handed to an admin as a file: how many (which ones is not recorded; they are secrets). */
export interface KeysExported {
  type: 'KeysExported';
  data: { gameId: number; count: number };
}
/** One key's text shown to an admin. */
export interface KeyShownToAdmin {
  type: 'KeyShownToAdmin';
  data: { gameId: number; keyId: string };
}

/** A sold key taken out of use (its order refunded or replaced it): it stays in the vault, revoked. */
export interface KeyVoided {
  type: 'KeyVoided';
  data: { gameId: number; keyId: string; orderId: string; because: 'refunded' | 'replaced' };
}

export type ListingEvent =
  | GameListed
  | KeysAdded
  | PriceChanged
  | DiscountSet
  | GameFeatured
  | GameUnfeatured
  | GameUnlisted
  | KeysExported
  | KeyShownToAdmin
  | KeyVoided;

export const listingStreamId = (gameId: number) => `game-${gameId}`;
