import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { runInRequestContext } from './request-context/request-context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's X-Request-Id when it is sane, else a new one. */
export function requestIdFrom(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The one line logged per API request (bodies are never logged). */
export function logRequest(logger: Logger, line: { requestId: string; method: string; url: string; status: number; ms: number }): void {
  const path = line.url.split('?')[0];
  logger.info({ requestId: line.requestId, method: line.method, path, status: line.status, ms: Math.round(line.ms * 10) / 10 }, 'request');
}

/**
 * Echoes every request's id (Fastify's request.id, see fastifyOptions) in X-Request-Id, makes it the
 * request context of the handler and what it leads to (its events' correlation id), and logs one
 * line per API request when the answer is sent (static files are too noisy to log). The context is
 * entered in preHandler, after the body is read: a body arriving in pieces would otherwise resume
 * the request in the socket's async context, not the request's.
 */
export function requestLogging(server: FastifyInstance, logger: Logger): void {
  server.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  server.addHook('preHandler', (request, _reply, done) => {
    runInRequestContext({ requestId: request.id }, done);
  });
  server.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) logRequest(logger, { requestId: request.id, method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime });
    done();
  });
}
