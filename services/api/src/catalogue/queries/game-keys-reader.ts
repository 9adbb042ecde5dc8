import { Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import { InjectDatabase } from '../../database/database.token.js';
import { KeyVault } from '../key-vault/key-vault.js';

export type KeyState = 'unsold' | 'sold' | 'revoked';

/** The vault's words for a key's state, and the API's. */
const STATE_OF: Record<string, KeyState> = { available: 'unsold', sold: 'sold', revoked: 'revoked' };
const STATUS_OF: Record<KeyState, string> = { unsold: 'available', sold: 'sold', revoked: 'revoked' };

export interface GameKeysPage {
  keys: Array<{ id: string; masked: string; status: KeyState; addedAt: string; orderId: string | null }>;
  total: number;
  counts: Record<KeyState, number>;
}

/** A game's keys as the admin's key tab lists them: masked, newest first, with their state. */
@Injectable()
export class GameKeysReader {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly vault: KeyVault,
  ) {}

  async page(gameId: number, status: KeyState | undefined, page: number, limit: number): Promise<GameKeysPage> {
    const [rows, counts] = await Promise.all([
      this.db.pool.query<{ id: string; ciphertext: Buffer; status: string; created_at: Date; order_id: string | null }>(
        `SELECT id, ciphertext, status, created_at, order_id FROM game_keys
          WHERE game_id = $1 AND ($2::text IS NULL OR status = $2)
          ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [gameId, status ? STATUS_OF[status] : null, limit, (page - 1) * limit],
      ),
      this.db.pool.query<{ status: string; n: string }>('SELECT status, count(*) AS n FROM game_keys WHERE game_id = $1 GROUP BY status', [gameId]),
    ]);
    const masked = this.vault.maskedFrom(rows.rows);
    const byState: Record<KeyState, number> = { unsold: 0, sold: 0, revoked: 0 };
    for (const row of counts.rows) byState[STATE_OF[row.status]!] = Number(row.n);
    return {
      keys: rows.rows.map((row) => ({ id: row.id, masked: masked.get(row.id)!, status: STATE_OF[row.status]!, addedAt: row.created_at.toISOString(), orderId: row.order_id })),
      total: status ? byState[status] : byState.unsold + byState.sold + byState.revoked,
      counts: byState,
    };
  }
}
