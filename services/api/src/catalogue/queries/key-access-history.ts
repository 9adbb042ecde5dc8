import { Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import { UUID_PATTERN } from '../../common/contract/common-schemas.js';
import { InjectDatabase } from '../../database/database.token.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { listingStreamId } from '../domain/listing.events.js';
import { KeyVault } from '../key-vault/key-vault.js';

/** The listing events that hand a key's text to an admin. */
const ACCESS_TYPES = ['KeyShownToAdmin', 'KeysExported'];

export interface KeyAccessEntry {
  position: number;
  /** ISO time. */
  at: string;
  action: 'revealed' | 'exported';
  /** The key shown (revealed), by id and masked as the key list shows it; null for an export. */
  keyId: string | null;
  masked: string | null;
  /** How many keys an export handed out; null for a reveal. */
  count: number | null;
  admin: { id: string; email: string | null; username: string | null };
}

/**
 * Who revealed or downloaded a game's keys and when, newest first: the KeyShownToAdmin and
 * KeysExported events of its stream with their actors. Never a key's text: a revealed key is
 * named by its id and its mask.
 */
@Injectable()
export class KeyAccessHistory {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly vault: KeyVault,
  ) {}

  /** A page of the history; null when the game was never in the store. */
  async page(gameId: number, page: number, limit: number): Promise<{ entries: KeyAccessEntry[]; total: number } | null> {
    const streamId = listingStreamId(gameId);
    const [stream, rows, total] = await Promise.all([
      this.db.pool.query('SELECT 1 FROM streams WHERE stream_id = $1', [streamId]),
      this.db.pool.query<{ global_position: string; event_type: string; data: { keyId?: string; count?: number }; actor: { id?: string } | null; recorded_at: Date }>(
        `SELECT global_position, event_type, data, metadata->'actor' AS actor, recorded_at FROM events
          WHERE stream_id = $1 AND event_type = ANY ($2::text[])
          ORDER BY stream_version DESC LIMIT $3 OFFSET $4`,
        [streamId, ACCESS_TYPES, limit, (page - 1) * limit],
      ),
      this.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE stream_id = $1 AND event_type = ANY ($2::text[])', [streamId, ACCESS_TYPES]),
    ]);
    if (stream.rows.length === 0) return null;
    const adminIds = [...new Set(rows.rows.map((row) => row.actor?.id).filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))];
    const keyIds = rows.rows.map((row) => row.data.keyId).filter((id): id is string => typeof id === 'string');
    const [accounts, masks] = await Promise.all([this.users.findByIds(adminIds), this.vault.masked([...new Set(keyIds)])]);
    return {
      total: Number(total.rows[0]?.n ?? 0),
      entries: rows.rows.map((row) => {
        const adminId = row.actor?.id ?? 'unknown';
        const account = accounts.get(adminId);
        const revealed = row.event_type === 'KeyShownToAdmin';
        return {
          position: Number(row.global_position),
          at: row.recorded_at.toISOString(),
          action: revealed ? 'revealed' : 'exported',
          keyId: revealed ? (row.data.keyId ?? null) : null,
          masked: revealed ? (masks.get(row.data.keyId ?? '') ?? null) : null,
          count: revealed ? null : Number(row.data.count ?? 0),
          admin: { id: adminId, email: account?.email ?? null, username: account?.username ?? null },
        };
      }),
    };
  }
}
