import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKeptBody } from '../../common/http/compression/kept-body.js';
import type { CachedAnswer } from '../queries/catalogue-answer-cache.js';

/** Sends a cached JSON answer with its ETag (compressed once per coding, see KeptBody), or 304 when the client already holds it. */
export async function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<FastifyReply> {
  reply.header('Content-Type', 'application/json; charset=utf-8').header('ETag', answer.etag);
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.header('Vary', 'Accept-Encoding').status(304).send();
  }
  return sendKeptBody(request, reply.status(200), answer.body);
}
