import { Injectable } from '@nestjs/common';
import { preparedQuery, type Queryable } from '@keyledger/event-store';

export interface AllocatedKey {
  id: string;
  ciphertext: Buffer;
}

/** Fewer unsold keys than asked for. */
export class OutOfStockError extends Error {
  constructor(
    readonly gameId: number,
    readonly available: number,
  ) {
    super(`Game ${gameId} has ${available} keys left`);
    this.name = 'OutOfStockError';
  }
}

/** Up to `$2[i]` oldest unsold keys of game `$1[i]`, each game's read from the index in that order. */
export const UNSOLD_KEYS_SQL = `SELECT w.game_id, k.id, k.ciphertext
   FROM unnest($1::int[], $2::int[]) AS w(game_id, wanted)
   CROSS JOIN LATERAL (
     SELECT id, ciphertext, created_at FROM game_keys
      WHERE game_id = w.game_id AND status = 'available'
      ORDER BY created_at, id LIMIT w.wanted) AS k
  ORDER BY w.game_id, k.created_at, k.id`;

/**
 * Marks keys `$1[i]` sold to orders `$2[i]`, each only if still unsold. The ids lead through the
 * primary key whatever the planner's statistics say: written as `k.status = 'available'`, the
 * condition would let the planner read the unsold-keys index (partial on that condition) whole
 * and hash-join it, which it picks when its statistics predate a key upload (few unsold keys then,
 * thousands now): a scan of every unsold key in the store on each checkout. `IS NOT DISTINCT FROM`
 * means the same on this NOT NULL column, but does not match the index's condition.
 */
const MARK_SOLD_SQL = `UPDATE game_keys AS k SET status = 'sold', order_id = s.order_id
   FROM unnest($1::uuid[], $2::text[]) AS s(id, order_id)
  WHERE k.id = s.id AND k.status IS NOT DISTINCT FROM 'available'`;

/**
 * The unsold keys a transaction read for its orders, handed out in order: each order takes the
 * oldest keys left, so orders decided one after another never share a key.
 */
export class KeyPool {
  private readonly left: Map<number, AllocatedKey[]>;

  constructor(unsold: ReadonlyMap<number, readonly AllocatedKey[]>) {
    this.left = new Map([...unsold].map(([gameId, keys]) => [gameId, [...keys]]));
  }

  available(gameId: number): number {
    return this.left.get(gameId)?.length ?? 0;
  }

  /** `quantity` keys of the game (sorted by id), or OutOfStockError with what is left and nothing taken. */
  take(gameId: number, quantity: number): AllocatedKey[] {
    const keys = this.left.get(gameId) ?? [];
    if (keys.length < quantity) throw new OutOfStockError(gameId, keys.length);
    return keys.splice(0, quantity).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Keys handed out by `take` that their order did not keep after all (it was refused later). */
  putBack(gameId: number, keys: readonly AllocatedKey[]): void {
    this.left.set(gameId, [...keys, ...(this.left.get(gameId) ?? [])]);
  }
}

/**
 * Takes unsold keys of games for orders in two statements per transaction, however many orders:
 * `unsold` reads up to the keys wanted of each game, oldest first (an index in that order reads
 * only those); the caller decides which order gets which (KeyPool); `markSold` records them. The
 * caller holds the games' stream locks, so allocations of one game run one transaction after
 * another and each sees what the previous one sold; a refusal or any later failure rolls the
 * marks back with the transaction.
 *
 * No row locks (FOR UPDATE): the stream locks already serialise a game's allocations, and a row
 * lock is a write of its own (each locked row's header and a WAL record) before the mark writes
 * the row again. Should anything ever sell a key without the game's lock, markSold's
 * unsold condition finds fewer rows and fails the whole transaction: a key is
 * never sold twice either way.
 */
@Injectable()
export class KeyAllocator {
  /** Up to `wanted.get(gameId)` unsold keys of each game, with their ciphertext (for the masked form). */
  async unsold(tx: Queryable, wanted: ReadonlyMap<number, number>): Promise<KeyPool> {
    const games = [...wanted].filter(([, count]) => count > 0);
    const keys = new Map<number, AllocatedKey[]>(games.map(([gameId]) => [gameId, []]));
    if (games.length === 0) return new KeyPool(keys);
    const rows = await preparedQuery<AllocatedKey & { game_id: number }>(
      tx,
      'kl_unsold_keys',
      UNSOLD_KEYS_SQL,
      [games.map(([gameId]) => gameId), games.map(([, count]) => count)],
    );
    for (const row of rows.rows) keys.get(row.game_id)!.push({ id: row.id, ciphertext: row.ciphertext });
    return new KeyPool(keys);
  }

  /** Marks keys sold to their orders, all in one statement. */
  async markSold(tx: Queryable, sold: ReadonlyArray<{ keyId: string; orderId: string }>): Promise<void> {
    if (sold.length === 0) return;
    // Not a named prepared statement: its generic plan, made while the table was small, would be
    // a sequential scan that the connection keeps using as the table grows (nothing re-plans it
    // but new statistics). Planned each time, it sees the table as it is and the ids it gets.
    const result = await tx.query(MARK_SOLD_SQL, [sold.map((s) => s.keyId), sold.map((s) => s.orderId)]);
    // The rows were read unsold under the game locks; anything else is a bug, not a race.
    if (result.rowCount !== sold.length) throw new Error(`Marked ${result.rowCount} of ${sold.length} keys sold`);
  }
}
