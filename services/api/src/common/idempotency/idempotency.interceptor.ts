import { HttpException, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { AppError, BadRequestError, ConflictError, RequestInProgressError } from '../app-errors.js';
import { LOGGER } from '../logger.token.js';
import { asAnswerable } from '../problem-details.filter.js';
import { sha256 } from '../../identity/tokens/secret-values.js';
import { LOCK_NAMESPACES, SessionLocks } from '../locks/session-locks.js';
import { IDEMPOTENCY_KEY_FORMAT } from './idempotency-key.js';
import { IdempotencyRecords, type StoredKey } from './idempotency-records.js';

/** How long a duplicate waits for a live first request's answer before it is told to come back. */
const WAIT_FOR_FIRST_MS = 5_000;
/** How often a duplicate looks again while another process runs the key. */
const LOOK_AGAIN_MS = 50;

/** Replays a stored failure: the same status and message as the first answer. */
class ReplayedError extends AppError {}

/**
 * Idempotency-Key support for commands that move money or keys (routes marked @Idempotent).
 * The first request with a key runs and its answer (success or 4xx) is kept; the same key and
 * body get that answer again without running anything; the same key with another body is
 * refused. Keys are scoped per route and per signed-in user, so one user's key can never replay
 * another's answer.
 *
 * A request runs its key holding the key's lock (SessionLocks), from before it claims the key
 * until its answer is stored. A duplicate that finds the lock held waits for the answer (at most
 * five seconds, then 409 "still in progress" with its own problem type and Retry-After); one that
 * gets the lock while the key is claimed but unanswered knows that the first request died with
 * its process (or failed without reaching the database to say so) and runs the command itself at
 * once. Commands derive their event ids from the key, so a command that did commit before its
 * process died is found, not done again.
 *
 * An answer that is not worth keeping (5xx, including 503 while the database cannot be reached,
 * and 429) frees the key for a retry.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly records: IdempotencyRecords,
    private readonly locks: SessionLocks,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header.join(', ') : header;
    if (key === undefined) return next.handle();
    return from(this.run(req, res, key, next));
  }

  private async run(req: FastifyRequest, res: FastifyReply, key: string, next: CallHandler): Promise<unknown> {
    if (!IDEMPOTENCY_KEY_FORMAT.test(key)) throw new BadRequestError('Idempotency-Key must be 8 to 200 printable characters');
    const userId = (req as FastifyRequest & { user?: { id: string } }).user?.id ?? 'anonymous';
    const scope = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]} ${userId}`;
    const requestHash = sha256(JSON.stringify([req.originalUrl, req.body ?? null]));
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;

    for (;;) {
      const held = await this.locks.tryHold(LOCK_NAMESPACES.idempotencyKey, `${scope}\u0000${key}`);
      if (held) {
        try {
          const stored = await this.records.claim(scope, key, requestHash);
          if (stored === null) continue; // the row went while it was looked at: look again
          // Claimed now, or claimed before by a request that is gone (it would hold the lock).
          if (stored === 'claimed' || (stored.requestHash === requestHash && stored.statusCode === null)) {
            return await this.execute(scope, key, res, next);
          }
          return this.replay(stored, requestHash, res);
        } finally {
          held.release();
        }
      }
      // A live request runs the key: its answer is the answer.
      const stored = await this.records.read(scope, key);
      if (stored && (stored.requestHash !== requestHash || stored.statusCode !== null)) return this.replay(stored, requestHash, res);
      if (Date.now() >= deadline) throw new RequestInProgressError();
      await this.locks.whenReleased(LOCK_NAMESPACES.idempotencyKey, `${scope}\u0000${key}`, LOOK_AGAIN_MS);
    }
  }

  /** Runs the command and keeps its answer; an answer that cannot be stored is still given (a retry re-runs the command, which finds its own events). */
  private async execute(scope: string, key: string, res: FastifyReply, next: CallHandler): Promise<unknown> {
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (raised) {
      const error = asAnswerable(raised);
      const status = error instanceof AppError ? error.status : error instanceof HttpException ? error.getStatus() : 500;
      const keep = status < 500 && status !== 429;
      const stored = keep
        ? this.records.complete(scope, key, status, { message: (error as Error).message, failed: true })
        : this.records.forget(scope, key);
      await stored.catch((storeError: unknown) => this.notStored(storeError));
      throw raised;
    }
    await this.records.complete(scope, key, res.statusCode, body ?? null).catch((storeError: unknown) => this.notStored(storeError));
    return body;
  }

  private notStored(error: unknown): void {
    this.logger.warn({ err: error }, 'idempotency: an answer could not be stored; a retry of its key runs the command again, which finds its own events');
  }

  private replay(stored: StoredKey, requestHash: string, res: FastifyReply): unknown {
    if (stored.requestHash !== requestHash) throw new ConflictError('This Idempotency-Key was already used with a different request');
    res.header('Idempotent-Replayed', 'true');
    const body = stored.responseBody as { message?: string; failed?: boolean } | null;
    if (stored.statusCode! >= 400) throw new ReplayedError(stored.statusCode!, body?.message ?? 'Request failed');
    res.status(stored.statusCode!);
    return body;
  }
}
