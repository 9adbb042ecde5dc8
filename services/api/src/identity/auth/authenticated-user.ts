import type { Role } from '../users/user-record.js';

/** Who made the request, as the guard established it from a valid session token. */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  email: string;
  /** The session the request's token names (signing out ends this one alone). */
  session?: { id: string; expiresAt: Date };
}

export type RequestWithUser = import('fastify').FastifyRequest & { user?: AuthenticatedUser };
