import { Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import { InjectDatabase } from '../../database/database.module.js';

/** A key's row: the request's fingerprint and, once answered, the answer. */
export interface StoredKey {
  requestHash: string;
  /** null while the request that claimed it has not answered (or died without answering). */
  statusCode: number | null;
  responseBody: unknown;
}

/** The idempotency_keys table: one row per (scope, Idempotency-Key). */
@Injectable()
export class IdempotencyRecords {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Claims the key for this request: 'claimed' when the row is new, else the row already there
   * (null in the rare case it went between this statement's two halves: look again). One
   * statement: the insert's conflict and the read of the row it conflicted with.
   */
  async claim(scope: string, key: string, requestHash: string): Promise<'claimed' | StoredKey | null> {
    const result = await this.db.pool.query<{ claimed: boolean; request_hash: string; status_code: number | null; response_body: unknown }>(
      `WITH inserted AS (
         INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING
         RETURNING true AS claimed)
       SELECT claimed, NULL AS request_hash, NULL::int AS status_code, NULL::jsonb AS response_body FROM inserted
       UNION ALL
       SELECT false, request_hash, status_code, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key, requestHash],
    );
    const row = result.rows[0];
    if (!row) return null;
    if (row.claimed) return 'claimed';
    return { requestHash: row.request_hash, statusCode: row.status_code, responseBody: row.response_body };
  }

  async read(scope: string, key: string): Promise<StoredKey | null> {
    const result = await this.db.pool.query<{ request_hash: string; status_code: number | null; response_body: unknown }>(
      'SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    const row = result.rows[0];
    return row ? { requestHash: row.request_hash, statusCode: row.status_code, responseBody: row.response_body } : null;
  }

  async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.db.pool.query(
      'UPDATE idempotency_keys SET status_code = $3, response_body = $4, completed_at = now() WHERE scope = $1 AND key = $2',
      [scope, key, status, JSON.stringify(body)],
    );
  }

  /** The request got no answer worth keeping (5xx, 429): the key is free for a retry. */
  async forget(scope: string, key: string): Promise<void> {
    await this.db.pool.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  }
}
