import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem as sendProblemDetails } from '../../common/http/problem-response.js';

/** For the routes outside Nest (images, videos): the API's problem+json, never cached. */
export function sendProblem(req: FastifyRequest, reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}): FastifyReply {
  reply.headers({ ...headers, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  sendProblemDetails(req, reply, { status, message });
  return reply;
}
