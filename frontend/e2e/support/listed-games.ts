import assert from 'node:assert/strict';
import { listedGame } from './admin-api.js';
import type { ApiSession } from './ordering-api.js';
import { readUntil } from './poll.js';
import { listGame } from './purchases-api.js';

/** A game of the game database to list, its price and its keys' texts. */
export interface GameToList {
  id: number;
  price: string;
  keys: string[];
}

/** Lists each game as an admin and waits until the store's read model shows all its copies. */
export async function listGamesAndWait(baseUrl: string, admin: ApiSession, games: readonly GameToList[]): Promise<void> {
  for (const game of games) {
    await listGame(baseUrl, admin, game.id, game.price, game.keys);
    const copies = await readUntil(async () => (await listedGame(baseUrl, game.id))?.copies, game.keys.length);
    assert.equal(copies, game.keys.length, `game ${game.id} is listed`);
  }
}
