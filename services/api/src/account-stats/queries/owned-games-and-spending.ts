import { Injectable } from '@nestjs/common';
import { preparedQuery, type Database } from '@keyledger/event-store';
import { InjectDatabase } from '../../database/database.token.js';

export interface OwnedGamesAndSpending {
  /** Games with at least one of the shopper's keys still in use. */
  gamesOwned: number;
  /** What the shopper's orders cost, less what was refunded of them. */
  spentCents: number;
}

/**
 * A shopper's games and spending from the order-history read model, which keeps each key's
 * standing and each order's refunded amount (the inventory read model has no refunded amounts).
 * One statement, so both figures come from the same state of the read model:
 * - a refunded key is no longer owned, and the amount refunded for it is no longer spending;
 * - a replaced key's replacement is active in its place, so the game still counts once;
 * - several copies of a game (in one order or in several) are one game owned.
 */
@Injectable()
export class OwnedGamesAndSpendingReader {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async read(userId: string): Promise<OwnedGamesAndSpending> {
    const result = await preparedQuery<{ games_owned: number; spent_cents: string }>(
      this.db.pool,
      'kl_owned_games_and_spending',
      `SELECT (SELECT count(DISTINCT k.game_id) FROM order_history o JOIN order_history_keys k ON k.order_id = o.order_id
                WHERE o.user_id = $1 AND k.standing = 'active')::int AS games_owned,
              (SELECT COALESCE(sum(o.total_cents - o.refunded_cents), 0) FROM order_history o WHERE o.user_id = $1)::bigint AS spent_cents`,
      [userId],
    );
    const row = result.rows[0]!;
    return { gamesOwned: row.games_owned, spentCents: Number(row.spent_cents) };
  }
}
