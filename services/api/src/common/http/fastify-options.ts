import { LogController, type FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { requestIdFrom } from '../request-logging.hooks.js';
import { sendProblem } from './problem-response.js';

/** Every JSON body but the key uploads' (KEY_UPLOAD_BODY_LIMIT, set per route in createApp). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP server's options. Fastify logs through the process's pino logger (request.log is a
 * child naming the request id); its own line per request is off, our one line is written by
 * requestLogging. The request id is the caller's X-Request-Id when sane, else a new one.
 */
export function fastifyOptions(logger: Logger, trustProxy: readonly string[]): FastifyServerOptions {
  return {
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    // Only the balancer (TRUST_PROXY; by default one on this machine) may say who the client is.
    trustProxy: [...trustProxy],
    bodyLimit: JSON_BODY_LIMIT,
    // `/store/games/get-all/` is `/store/games/get-all`, as it was under Express.
    // A path parameter as long as the URL may be (Node takes 16 KB of headers): a long malformed id is
    // the route's 400 or 404, as it was under Express, not Fastify's 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // The router's own refusals (a path whose %-escapes decode to no text) come before any error
    // handler: answered here, in the API's problem format.
    frameworkErrors: (error, request, reply) => {
      // No hook has run: the request id is echoed here.
      reply.header('X-Request-Id', request.id);
      sendProblem(request, reply, { status: 400, message: error.code === 'FST_ERR_BAD_URL' ? 'The request path is not valid (a malformed %-escape)' : 'The request cannot be read' });
    },
  };
}
