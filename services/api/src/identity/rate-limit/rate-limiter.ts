import { Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import { InjectDatabase } from '../../database/database.module.js';
import { TooManyRequestsError } from '../../common/app-errors.js';

export interface RateLimitRule {
  /** What is limited, e.g. `login:ip:127.0.0.1` or `login:account:a@b.c`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Fixed-window counters kept in the database, so every API process shares them.
 * Throws TooManyRequestsError (429 with Retry-After) once a bucket is over its limit.
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async consume(...rules: RateLimitRule[]): Promise<void> {
    for (const rule of rules) {
      const result = await this.db.pool.query<{ hits: number; retry_after: number }>(
        `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS start)
         INSERT INTO rate_limit_hits (bucket, window_start, hits)
         SELECT $1, w.start, 1 FROM w
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
         RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2)) - now()))::int AS retry_after`,
        [rule.bucket.toLowerCase(), rule.windowSeconds],
      );
      const row = result.rows[0]!;
      if (row.hits > rule.limit) throw new TooManyRequestsError(RATE_LIMITED_MESSAGE, Math.max(1, row.retry_after));
    }
    if (Math.random() < 0.01) {
      await this.db.pool.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
    }
  }
}
