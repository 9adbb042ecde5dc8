/**
 * The store's games as the admin area reads and changes them (services/api: store.contract.ts,
 * admin-store.contract.ts). Money is in dollars with two decimals.
 */

/** A listed game, with the fields the admin screens use (the answer has more). */
export interface ListedGame {
  id: number;
  name: string;
  slug: string;
  cover_url: string | null;
  /** List price in dollars. */
  price: number;
  /** Whole percent, 0 to 100. */
  discount: number;
  discountedPrice: number;
  /** Unsold keys. */
  copies: number;
  /** 0 to 100. */
  rating: number;
  isFeatured: boolean;
  /** When it was listed (ISO). */
  createdAt: string;
}

export interface ListedGamesQuery {
  page?: number;
  limit?: number;
  sortBy?: 'hypes' | 'createdAt' | 'rating';
}

export interface ListedGamesSearch {
  q: string;
  page?: number;
  limit?: number;
}

export interface ListedGamesPage {
  games: ListedGame[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface ListedGameAnswer {
  status: 'success';
  gameData: ListedGame;
}

/** Keys as a CSV file's text (its first column) or as a list (a typed key is a list of one). */
export interface KeysUpload {
  keys?: string[];
  keysCsv?: string;
}

export interface AddGameRequest extends KeysUpload {
  gameId: number;
  /** Dollars with at most two decimals, as typed ("59.99"): the server parses it exactly. */
  price: string;
}

export interface UpdateGameRequest extends KeysUpload {
  gameId: number;
  price?: string;
}

export interface ChangeAnswer {
  success: true;
  message: string;
  position: number;
}

export interface KeysAddedAnswer extends ChangeAnswer {
  gameId: number;
  keysAdded: number;
  /** The upload's first line named the column ('key', 'Game Key'…) and was skipped, not stored as a key. */
  headerSkipped: boolean;
}

export type GameKeyStatus = 'unsold' | 'sold' | 'revoked';

export interface GameKey {
  id: string;
  /** All but the last characters hidden. */
  masked: string;
  status: GameKeyStatus;
  addedAt: string;
  orderId: string | null;
}

export interface GameKeysQuery {
  gameId: number;
  page: number;
  limit: number;
}

export interface GameKeysAnswer {
  success: true;
  keys: GameKey[];
  total: number;
  counts: Record<GameKeyStatus, number>;
  page: number;
  limit: number;
}

export interface ShownGameKey {
  success: true;
  keyId: string;
  key: string;
  position: number;
}
