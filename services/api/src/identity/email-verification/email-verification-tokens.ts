import { Injectable } from '@nestjs/common';
import type { Database, Queryable } from '@keyledger/event-store';
import { InjectDatabase } from '../../database/database.module.js';
import { randomToken, sha256 } from '../tokens/secret-values.js';

export const VERIFICATION_TTL_HOURS = 24;

/** Single-use e-mail verification links, stored hashed, valid 24 hours. */
@Injectable()
export class EmailVerificationTokens {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async create(userId: string, db: Queryable = this.db.pool): Promise<string> {
    const token = randomToken();
    await db.query(
      `INSERT INTO email_verification_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [sha256(token), userId, VERIFICATION_TTL_HOURS],
    );
    return token;
  }

  /** Uses the token once; returns its user, or null when unknown, used or expired. */
  async consume(token: string): Promise<string | null> {
    const result = await this.db.pool.query<{ user_id: string }>(
      `UPDATE email_verification_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [sha256(token)],
    );
    return result.rows[0]?.user_id ?? null;
  }
}
