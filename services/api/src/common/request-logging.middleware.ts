import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane, else a new one), echoes
 * it in the response, and logs one line per request when it finishes. Bodies are never logged.
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.header('x-request-id');
    req.id = given && REQUEST_ID.test(given) ? given : randomUUID();
    req.log = logger.child({ requestId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (!req.originalUrl.startsWith('/api/')) return; // static files: too noisy to log
      req.log.info({ method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
