import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { runInRequestContext } from './request-context/request-context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

/** The caller's X-Request-Id when it is sane, else a new one. */
export function requestIdFrom(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The one line logged per API request (bodies are never logged). */
export function logRequest(logger: Logger, line: { requestId: string; method: string; url: string; status: number; startedNs: bigint }): void {
  const ms = Number(process.hrtime.bigint() - line.startedNs) / 1e6;
  const path = line.url.split('?')[0];
  logger.info({ requestId: line.requestId, method: line.method, path, status: line.status, ms: Math.round(ms * 10) / 10 }, 'request');
}

/**
 * Gives every request an id, echoes it in the response, makes it the request context of what
 * follows, and logs one line per API request when it finishes (static files are too noisy to log).
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    req.id = requestIdFrom(req.headers['x-request-id']);
    req.log = logger.child({ requestId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const startedNs = process.hrtime.bigint();
    res.on('finish', () => {
      if (!req.originalUrl.startsWith('/api/')) return;
      logRequest(logger, { requestId: req.id, method: req.method, url: req.originalUrl, status: res.statusCode, startedNs });
    });
    // Everything the request leads to (its events' correlation id, say) can ask which request it serves.
    runInRequestContext({ requestId: req.id }, next);
  };
}
