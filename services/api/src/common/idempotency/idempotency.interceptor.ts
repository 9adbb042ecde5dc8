import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HttpException } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { AppError, BadRequestError, ConflictError } from '../app-errors.js';
import { InjectDatabase } from '../../database/database.module.js';
import { sha256 } from '../../identity/tokens/secret-values.js';

const KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;
const WAIT_FOR_FIRST_MS = 15_000;
/** A claim this old with no answer belongs to a request that died; the next one takes it over. */
const ABANDONED_AFTER_SECONDS = 60;
const TAKE_OVER = Symbol('take over');

interface StoredKey {
  request_hash: string;
  status_code: number | null;
  response_body: unknown;
}

/** Replays a stored failure: the same status and message as the first answer. */
class ReplayedError extends AppError {}

/**
 * Idempotency-Key support for commands that move money or keys (routes marked @Idempotent).
 * The first request with a key runs and its answer (success or 4xx) is kept; the same key and
 * body get that answer again without running anything; the same key with another body is
 * refused. Concurrent duplicates wait for the first to finish. Keys are scoped per route and
 * per signed-in user, so one user's key can never replay another's answer.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@InjectDatabase() private readonly db: Database) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.header('idempotency-key');
    if (key === undefined) return next.handle();
    return from(this.run(req, res, key, next));
  }

  private async run(req: Request, res: Response, key: string, next: CallHandler): Promise<unknown> {
    if (!KEY_FORMAT.test(key)) throw new BadRequestError('Idempotency-Key must be 8 to 200 printable characters');
    const userId = (req as Request & { user?: { id: string } }).user?.id ?? 'anonymous';
    const scope = `${req.method} ${req.route?.path ?? req.path} ${userId}`;
    const requestHash = sha256(JSON.stringify([req.originalUrl, req.body ?? null]));

    const claimed = await this.db.pool.query(
      'INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [scope, key, requestHash],
    );
    if (claimed.rowCount === 0) {
      const replayed = await this.replay(scope, key, requestHash, res);
      if (replayed !== TAKE_OVER) return replayed;
    }

    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.complete(scope, key, res.statusCode, body ?? null);
      return body;
    } catch (error) {
      const status = error instanceof AppError ? error.status : error instanceof HttpException ? error.getStatus() : 500;
      if (status >= 500 || status === 429) {
        // Not an answer worth keeping: let the client retry the key.
        await this.db.pool.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
      } else {
        await this.complete(scope, key, status, { message: (error as Error).message, failed: true });
      }
      throw error;
    }
  }

  private async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.db.pool.query(
      'UPDATE idempotency_keys SET status_code = $3, response_body = $4, completed_at = now() WHERE scope = $1 AND key = $2',
      [scope, key, status, JSON.stringify(body)],
    );
  }

  private async replay(scope: string, key: string, requestHash: string, res: Response): Promise<unknown | typeof TAKE_OVER> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const result = await this.db.pool.query<StoredKey & Record<string, unknown>>(
        'SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
        [scope, key],
      );
      const stored = result.rows[0];
      if (!stored) throw new ConflictError('The first request with this Idempotency-Key failed; send it again');
      if (stored.request_hash !== requestHash) {
        throw new ConflictError('This Idempotency-Key was already used with a different request');
      }
      if (stored.status_code === null) {
        // Commands derive their event ids from the key, so re-running an abandoned one is safe.
        const taken = await this.db.pool.query(
          `UPDATE idempotency_keys SET created_at = now()
            WHERE scope = $1 AND key = $2 AND status_code IS NULL AND created_at < now() - make_interval(secs => $3)`,
          [scope, key, ABANDONED_AFTER_SECONDS],
        );
        if (taken.rowCount === 1) return TAKE_OVER;
      }
      if (stored.status_code !== null) {
        res.setHeader('Idempotent-Replayed', 'true');
        const body = stored.response_body as { message?: string; failed?: boolean } | null;
        if (stored.status_code >= 400) throw new ReplayedError(stored.status_code, body?.message ?? 'Request failed');
        res.status(stored.status_code);
        return body;
      }
      if (Date.now() > deadline) throw new ConflictError('A request with this Idempotency-Key is still in progress');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
