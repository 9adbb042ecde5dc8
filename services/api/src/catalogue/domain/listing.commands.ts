import type { ListedGameSnapshot } from './listed-game-snapshot.js';

export interface ListGame {
  type: 'ListGame';
  gameId: number;
  priceCents: number;
  keyIds: string[];
  game: ListedGameSnapshot;
}
export interface AddKeys {
  type: 'AddKeys';
  gameId: number;
  keyIds: string[];
}
export interface ChangePrice {
  type: 'ChangePrice';
  gameId: number;
  priceCents: number;
}
export interface SetDiscount {
  type: 'SetDiscount';
  gameId: number;
  discountPercent: number;
}
export interface FeatureGame {
  type: 'FeatureGame';
  gameId: number;
}
/** Sent to the previously featured game when another one is featured: one featured game at a time. */
export interface UnfeatureGame {
  type: 'UnfeatureGame';
  gameId: number;
}
export interface UnlistGame {
  type: 'UnlistGame';
  gameId: number;
}

/** An admin downloads the game's unsold keys: recorded, because it hands secrets out. */
export interface ExportKeys {
  type: 'ExportKeys';
  gameId: number;
  count: number;
}
/** An admin shows one key's text (the key tab's explicit action): recorded, like a download. */
export interface ShowKey {
  type: 'ShowKey';
  gameId: number;
  keyId: string;
}

/** A sold key is void (refunded or replaced): it is never sold again. */
export interface VoidKey {
  type: 'VoidKey';
  gameId: number;
  keyId: string;
  orderId: string;
  because: 'refunded' | 'replaced';
}

export type ListingCommand = ListGame | AddKeys | ChangePrice | SetDiscount | FeatureGame | UnfeatureGame | UnlistGame | ExportKeys | ShowKey | VoidKey;
