import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKeptBody } from '../../common/http/compression/kept-body.js';
import type { CachedAnswer } from '../queries/catalogue-answer-cache.js';

/**
 * The public catalogue's answers may be kept by a browser, a CDN or a reverse proxy for a second,
 * and given a little longer while one revalidation runs: what the API's own cache allows too
 * (MAX_STALE_MS). Revalidation is cheap: the ETag is the cached answer's, and a match is a 304.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=5';

/** Sends a cached JSON answer with its ETag (compressed once per coding, see KeptBody), or 304 when the client already holds it. */
export async function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<FastifyReply> {
  reply.header('Content-Type', 'application/json; charset=utf-8').header('ETag', answer.etag).header('Cache-Control', CATALOGUE_CACHE_CONTROL);
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.header('Vary', 'Accept-Encoding').status(304).send();
  }
  return sendKeptBody(request, reply.status(200), answer.body);
}
