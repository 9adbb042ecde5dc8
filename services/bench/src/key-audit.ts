/**
 * After a checkout run: were keys oversold or handed out twice? Compares three records of the
 * same keys: the games' KeysAdded events (what each game had), the orders' KeysDelivered events
 * (what was handed out) and the key vault's rows (game_keys: what is marked sold, to which order).
 */

export interface ListedKeys {
  gameId: number;
  keyIds: readonly string[];
}

export interface VaultKey {
  keyId: string;
  gameId: number;
  status: string;
  orderId: string | null;
}

export interface DeliveredKey {
  orderId: string;
  gameId: number;
  keyId: string;
}

export interface KeyAudit {
  games: number;
  keysListed: number;
  /** Rows of game_keys marked sold. */
  keysSold: number;
  /** Key ids in KeysDelivered events, repeats included. */
  keysDelivered: number;
  /** Key ids delivered more than once. */
  duplicateKeyIds: number;
  /** Games that delivered or sold more keys than they were given. */
  oversoldGames: number;
  /** Games whose sold count in game_keys differs from their delivered count. */
  mismatchedGames: number;
  /** Delivered keys not listed for that game, or whose vault row is not sold to that order. */
  strayKeys: number;
  ok: boolean;
}

export function auditKeys(listed: readonly ListedKeys[], vault: readonly VaultKey[], delivered: readonly DeliveredKey[]): KeyAudit {
  const listedByGame = new Map<number, Set<string>>();
  for (const { gameId, keyIds } of listed) {
    const keys = listedByGame.get(gameId) ?? new Set<string>();
    for (const id of keyIds) keys.add(id);
    listedByGame.set(gameId, keys);
  }
  const vaultById = new Map(vault.map((key) => [key.keyId, key]));
  const soldByGame = new Map<number, number>();
  for (const key of vault) if (key.status === 'sold') soldByGame.set(key.gameId, (soldByGame.get(key.gameId) ?? 0) + 1);

  const deliveredByGame = new Map<number, number>();
  const timesDelivered = new Map<string, number>();
  let strayKeys = 0;
  for (const key of delivered) {
    deliveredByGame.set(key.gameId, (deliveredByGame.get(key.gameId) ?? 0) + 1);
    timesDelivered.set(key.keyId, (timesDelivered.get(key.keyId) ?? 0) + 1);
    const row = vaultById.get(key.keyId);
    const listedForGame = listedByGame.get(key.gameId)?.has(key.keyId) ?? false;
    if (!listedForGame || !row || row.gameId !== key.gameId || row.status !== 'sold' || row.orderId !== key.orderId) strayKeys += 1;
  }

  const games = new Set([...listedByGame.keys(), ...soldByGame.keys(), ...deliveredByGame.keys()]);
  let oversoldGames = 0;
  let mismatchedGames = 0;
  for (const game of games) {
    const had = listedByGame.get(game)?.size ?? 0;
    const sold = soldByGame.get(game) ?? 0;
    const handedOut = deliveredByGame.get(game) ?? 0;
    if (sold > had || handedOut > had) oversoldGames += 1;
    if (sold !== handedOut) mismatchedGames += 1;
  }
  const duplicateKeyIds = [...timesDelivered.values()].filter((n) => n > 1).length;
  const audit = {
    games: games.size,
    keysListed: [...listedByGame.values()].reduce((n, keys) => n + keys.size, 0),
    keysSold: [...soldByGame.values()].reduce((n, c) => n + c, 0),
    keysDelivered: delivered.length,
    duplicateKeyIds,
    oversoldGames,
    mismatchedGames,
    strayKeys,
  };
  return { ...audit, ok: duplicateKeyIds === 0 && oversoldGames === 0 && mismatchedGames === 0 && strayKeys === 0 };
}
