import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { InjectDatabase } from '../../database/database.module.js';
import { keyedHash, sameHash, sixDigitCode } from '../tokens/secret-values.js';

export const CODE_TTL_SECONDS = 300;
export const RESEND_AFTER_SECONDS = 30;
export const MAX_WRONG_CODES = 5;

export type CheckOutcome = 'accepted' | 'wrong' | 'voided' | 'expired' | 'none';

/** A code just sent: its text for the mail, and its timing for the client's countdown and resend lock. */
export interface OpenedChallenge {
  code: string;
  timing: ChallengeTiming;
}

/** Seconds from now, as the database counts them, so a client's clock does not matter. */
export interface ChallengeTiming {
  codeExpiresInSeconds: number;
  resendInSeconds: number;
}

/**
 * E-mailed six-digit codes for the second sign-in step: valid 300 s, single use, voided after
 * five wrong tries; a resend closes the previous code. Each state change is one conditional
 * UPDATE, so concurrent tries cannot use a code twice or exceed the limit.
 */
@Injectable()
export class TwoFactorChallenges {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Opens a new challenge (closing any open one): its code for the e-mail and when it expires. */
  async open(userId: string): Promise<OpenedChallenge> {
    const code = sixDigitCode();
    await this.db.pool.query('UPDATE two_factor_challenges SET closed_at = now() WHERE user_id = $1 AND closed_at IS NULL', [userId]);
    const opened = await this.db.pool.query<{ expires_in: number; resend_in: number }>(
      `INSERT INTO two_factor_challenges (id, user_id, code_hash, sent_at, expires_at)
       VALUES ($1, $2, $3, now(), now() + make_interval(secs => $4))
       RETURNING ceil(extract(epoch FROM expires_at - now()))::int AS expires_in,
                 ceil(extract(epoch FROM sent_at + make_interval(secs => $5) - now()))::int AS resend_in`,
      [randomUUID(), userId, keyedHash(this.config.jwtSecret, code), CODE_TTL_SECONDS, RESEND_AFTER_SECONDS],
    );
    const row = opened.rows[0]!;
    return { code, timing: { codeExpiresInSeconds: row.expires_in, resendInSeconds: row.resend_in } };
  }

  /** Seconds until a resend is allowed (0 when it is). */
  async secondsUntilResend(userId: string): Promise<number> {
    const result = await this.db.pool.query<{ wait: number | null }>(
      `SELECT ceil(extract(epoch FROM (max(sent_at) + make_interval(secs => $2)) - now()))::int AS wait
         FROM two_factor_challenges WHERE user_id = $1`,
      [userId, RESEND_AFTER_SECONDS],
    );
    return Math.max(0, result.rows[0]?.wait ?? 0);
  }

  async check(userId: string, code: string): Promise<CheckOutcome> {
    const latest = await this.db.pool.query<{ id: string; code_hash: string; expired: boolean; attempts: number; closed: boolean }>(
      `SELECT id, code_hash, expires_at <= now() AS expired, attempts, closed_at IS NOT NULL AS closed
         FROM two_factor_challenges WHERE user_id = $1 ORDER BY sent_at DESC LIMIT 1`,
      [userId],
    );
    const challenge = latest.rows[0];
    if (!challenge) return 'none';
    if (challenge.closed) return challenge.attempts >= MAX_WRONG_CODES ? 'voided' : 'none';
    if (challenge.expired) return 'expired';

    if (sameHash(challenge.code_hash, keyedHash(this.config.jwtSecret, code))) {
      const used = await this.db.pool.query(
        `UPDATE two_factor_challenges SET closed_at = now()
          WHERE id = $1 AND closed_at IS NULL AND attempts < $2 AND expires_at > now()`,
        [challenge.id, MAX_WRONG_CODES],
      );
      return used.rowCount === 1 ? 'accepted' : 'none';
    }
    const wrong = await this.db.pool.query<{ attempts: number }>(
      `UPDATE two_factor_challenges
          SET attempts = attempts + 1, closed_at = CASE WHEN attempts + 1 >= $2 THEN now() END
        WHERE id = $1 AND closed_at IS NULL
        RETURNING attempts`,
      [challenge.id, MAX_WRONG_CODES],
    );
    const attempts = wrong.rows[0]?.attempts ?? MAX_WRONG_CODES;
    return attempts >= MAX_WRONG_CODES ? 'voided' : 'wrong';
  }
}
