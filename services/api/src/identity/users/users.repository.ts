import { Injectable } from '@nestjs/common';
import { preparedQuery, type Database, type Queryable } from '@keyledger/event-store';
import { monthStartInZone } from '../../common/figures/month-start-in-zone.js';
import { InjectDatabase } from '../../database/database.module.js';
import { SessionUserCache } from '../auth/session-user-cache.js';
import type { Role, UserRecord } from './user-record.js';

const COLUMNS = `id, username, email, password_hash AS "passwordHash", role, email_verified_at AS "emailVerifiedAt",
  two_factor_enabled AS "twoFactorEnabled", token_version AS "tokenVersion", first_name AS "firstName",
  last_name AS "lastName", bio, photo_url AS "photoUrl", pending_email AS "pendingEmail", created_at AS "createdAt",
  erased_at AS "erasedAt"`;

/** What an erased account shows instead of its name. */
export const ERASED_USERNAME = 'Erased customer';
/** An erased account's e-mail: unique, never deliverable (RFC 2606 .invalid). */
export const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

/** A user as the session guard needs them: with the sessions signed out one by one and not yet expired. */
export interface SessionUser extends UserRecord {
  revokedSessions: string[];
}

export interface NewUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
}

/**
 * The users table. Every write also drops the user from this process's SessionUserCache at once;
 * other processes hear of it through the trigger's NOTIFY (identity/005), delivered at commit. A
 * write inside a caller's transaction is dropped before that commits: the NOTIFY at commit drops
 * whatever was read meanwhile.
 */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly sessionUsers: SessionUserCache,
  ) {}

  async findById(id: string, db: Queryable = this.db.pool): Promise<UserRecord | null> {
    const result = await db.query<UserRecord & Record<string, unknown>>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return result.rows[0] ?? null;
  }

  /** Several users in one query, by id; ids with no user are absent from the map. */
  async findByIds(ids: readonly string[], db: Queryable = this.db.pool): Promise<Map<string, UserRecord>> {
    if (ids.length === 0) return new Map();
    const result = await db.query<UserRecord & Record<string, unknown>>(`SELECT ${COLUMNS} FROM users WHERE id = ANY ($1::uuid[])`, [ids]);
    return new Map(result.rows.map((user) => [user.id, user]));
  }

  /** findByIds for the session guard: each user with their revoked sessions, still one query. */
  async findSessionUsers(ids: readonly string[]): Promise<Map<string, SessionUser>> {
    if (ids.length === 0) return new Map();
    const result = await this.db.pool.query<SessionUser & Record<string, unknown>>(
      `SELECT ${COLUMNS},
              ARRAY(SELECT session_id::text FROM revoked_sessions r WHERE r.user_id = users.id AND r.expires_at > now()) AS "revokedSessions"
         FROM users WHERE id = ANY ($1::uuid[])`,
      [ids],
    );
    return new Map(result.rows.map((user) => [user.id, user]));
  }

  /** Ends one session (its token stops working); the rows of sessions past their expiry go with it. */
  async revokeSession(userId: string, sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.pool.query(
      `WITH expired AS (DELETE FROM revoked_sessions WHERE user_id = $1 AND expires_at <= now())
       INSERT INTO revoked_sessions (session_id, user_id, expires_at) VALUES ($2, $1, $3) ON CONFLICT DO NOTHING`,
      [userId, sessionId, expiresAt],
    );
    this.sessionUsers.drop(userId);
  }

  async findByEmail(email: string, db: Queryable = this.db.pool): Promise<UserRecord | null> {
    const result = await db.query<UserRecord & Record<string, unknown>>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
    return result.rows[0] ?? null;
  }

  /** Inserts unless the e-mail is taken; returns false when it was. */
  async insert(user: NewUser, db: Queryable = this.db.pool): Promise<boolean> {
    const result = await db.query(
      `INSERT INTO users (id, username, email, password_hash, role, email_verified_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END)
       ON CONFLICT ((lower(email))) DO NOTHING`,
      [user.id, user.username, user.email, user.passwordHash, user.role, user.emailVerified],
    );
    this.sessionUsers.drop(user.id);
    return result.rowCount === 1;
  }

  async delete(id: string): Promise<void> {
    await this.db.pool.query('DELETE FROM users WHERE id = $1', [id]);
    this.sessionUsers.drop(id);
  }

  async markVerified(id: string, db: Queryable = this.db.pool): Promise<void> {
    await db.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1', [id]);
    this.sessionUsers.drop(id);
  }

  async setUsername(id: string, username: string): Promise<void> {
    await this.db.pool.query('UPDATE users SET username = $2, updated_at = now() WHERE id = $1', [id, username]);
    this.sessionUsers.drop(id);
  }

  async setPendingEmail(id: string, email: string | null): Promise<void> {
    await this.db.pool.query('UPDATE users SET pending_email = $2, updated_at = now() WHERE id = $1', [id, email]);
    this.sessionUsers.drop(id);
  }

  /** Moves the account to a confirmed new address. Returns false when someone took it meanwhile. */
  async confirmEmailChange(id: string, email: string): Promise<boolean> {
    try {
      const result = await this.db.pool.query(
        'UPDATE users SET email = $2, pending_email = NULL, email_verified_at = now(), updated_at = now() WHERE id = $1',
        [id, email],
      );
      this.sessionUsers.drop(id);
      return result.rowCount === 1;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return false;
      throw error;
    }
  }

  /** Sets the password and invalidates every token issued before. Returns the new token version. */
  async changePassword(id: string, passwordHash: string): Promise<number> {
    const result = await this.db.pool.query<{ token_version: number }>(
      'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1 RETURNING token_version',
      [id, passwordHash],
    );
    this.sessionUsers.drop(id);
    return result.rows[0]!.token_version;
  }

  async bumpTokenVersion(id: string): Promise<number> {
    const result = await this.db.pool.query<{ token_version: number }>(
      'UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1 RETURNING token_version',
      [id],
    );
    this.sessionUsers.drop(id);
    return result.rows[0]!.token_version;
  }

  async setTwoFactor(id: string, enabled: boolean): Promise<void> {
    await this.db.pool.query('UPDATE users SET two_factor_enabled = $2, updated_at = now() WHERE id = $1', [id, enabled]);
    this.sessionUsers.drop(id);
  }

  /** Gives the account another role and ends every session it has (the token version moves on), in the caller's transaction. */
  async setRoleEndingSessions(id: string, role: Role, db: Queryable): Promise<void> {
    await db.query('UPDATE users SET role = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1', [id, role]);
    this.sessionUsers.drop(id);
  }

  /**
   * Erasure (privacy/erasure): the row keeps its id, so orders and wallet movements still name an
   * account, and loses everything that says who it was. The e-mail becomes a unique address that
   * can never receive mail (.invalid), freeing the real one for a new registration; the password
   * hash one that no password matches; the token version moves on, so every session ends.
   */
  async anonymise(id: string, db: Queryable): Promise<Date> {
    const result = await db.query<{ erased_at: Date }>(
      `UPDATE users SET username = $2, email = $3, password_hash = '!erased', first_name = NULL, last_name = NULL, bio = NULL,
         photo_url = NULL, pending_email = NULL, two_factor_enabled = false, token_version = token_version + 1,
         erased_at = now(), updated_at = now()
       WHERE id = $1 RETURNING erased_at`,
      [id, ERASED_USERNAME, erasedEmail(id)],
    );
    this.sessionUsers.drop(id);
    return result.rows[0]!.erased_at;
  }

  async countAdmins(db: Queryable = this.db.pool): Promise<number> {
    const result = await db.query<{ count: string }>(`SELECT count(*) AS count FROM users WHERE role = 'admin'`);
    return Number(result.rows[0]!.count);
  }

  /** The admin or a finance account, as configured: made, or given the role and password again. */
  async upsertStaff(id: string, email: string, passwordHash: string, role: 'admin' | 'finance'): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO users (id, username, email, password_hash, role, email_verified_at)
       VALUES ($1, $4, $2, $3, $5, now())
       ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role,
         email_verified_at = coalesce(users.email_verified_at, now()), updated_at = now()`,
      [id, email, passwordHash, role === 'admin' ? 'Admin' : 'Finance', role],
    );
    // On a taken e-mail the row keeps its own id, which the caller passed (account bootstrap).
    this.sessionUsers.drop(id);
  }

  /**
   * Customer accounts (the dashboard's Active Users: staff, admin and finance, are not users of the
   * store), and those made this month and last, months as the dashboard's sales have them: in the
   * store's time zone, stepped on the calendar (not in the session's zone, not by a fixed offset).
   */
  async countCustomersWithChange(timeZone: string): Promise<{ count: number; thisMonth: number; lastMonth: number }> {
    const thisMonth = monthStartInZone(`date_trunc('month', now() AT TIME ZONE $1)`, '$1');
    const lastMonth = monthStartInZone(`date_trunc('month', now() AT TIME ZONE $1)`, '$1', -1);
    const result = await preparedQuery<{ count: string; this_month: string; last_month: string }>(
      this.db.pool,
      'kl_count_customers',
      `SELECT count(*) AS count,
              count(*) FILTER (WHERE created_at >= ${thisMonth}) AS this_month,
              count(*) FILTER (WHERE created_at >= ${lastMonth} AND created_at < ${thisMonth}) AS last_month
         FROM users
        WHERE role = 'customer'`,
      [timeZone],
    );
    const row = result.rows[0]!;
    return { count: Number(row.count), thisMonth: Number(row.this_month), lastMonth: Number(row.last_month) };
  }
}
