import { Injectable } from '@nestjs/common';
import type { Database, Queryable } from '@keyledger/event-store';
import { InjectDatabase } from '../../database/database.module.js';
import { randomToken, sha256 } from '../tokens/secret-values.js';

export const VERIFICATION_TTL_HOURS = 24;

/** Single-use e-mail verification links, stored hashed, valid 24 hours. */
@Injectable()
export class EmailVerificationTokens {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** A link token for the registration address, or (with `newEmail`) for a change of address. */
  async create(userId: string, newEmail: string | null = null, db: Queryable = this.db.pool): Promise<string> {
    const token = randomToken();
    await db.query(
      `INSERT INTO email_verification_tokens (token_hash, user_id, expires_at, email) VALUES ($1, $2, now() + make_interval(hours => $3), $4)`,
      [sha256(token), userId, VERIFICATION_TTL_HOURS, newEmail],
    );
    return token;
  }

  /** Uses the token once; returns its user and the address it confirms (null: the registration one). */
  async consume(token: string): Promise<{ userId: string; newEmail: string | null } | null> {
    const result = await this.db.pool.query<{ user_id: string; email: string | null }>(
      `UPDATE email_verification_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, email`,
      [sha256(token)],
    );
    const row = result.rows[0];
    return row ? { userId: row.user_id, newEmail: row.email } : null;
  }
}
