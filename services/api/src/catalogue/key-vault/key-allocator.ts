import { Injectable } from '@nestjs/common';
import type { Queryable } from '@keyledger/event-store';

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

/**
 * Takes unsold keys of a game for an order. The caller holds the game stream's lock, so
 * allocations of one game run one after another and each sees what the previous one took;
 * a refusal (or any later failure) rolls the marks back with the caller's transaction.
 */
@Injectable()
export class KeyAllocator {
  /** The keys taken, with their ciphertext (for the masked form; the text is never returned). */
  async allocate(tx: Queryable, gameId: number, quantity: number, orderId: string): Promise<AllocatedKey[]> {
    const taken = await tx.query<AllocatedKey>(
      `UPDATE game_keys SET status = 'sold', order_id = $3
        WHERE id IN (SELECT id FROM game_keys WHERE game_id = $1 AND status = 'available'
                      ORDER BY created_at, id LIMIT $2 FOR UPDATE)
        RETURNING id, ciphertext`,
      [gameId, quantity, orderId],
    );
    if (taken.rows.length < quantity) throw new OutOfStockError(gameId, taken.rows.length);
    return taken.rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}
