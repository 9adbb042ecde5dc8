import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../common/app-errors.js';

export function bearerToken(req: FastifyRequest): string {
  return bearerTokenOf(req.headers.authorization);
}

/** The token of an Authorization header's `Bearer` value. */
export function bearerTokenOf(authorization: string | undefined): string {
  const header = authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/.exec(header);
  if (!match) throw new UnauthorizedError('Authentication required');
  return match[1]!;
}
