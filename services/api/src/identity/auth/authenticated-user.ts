import { ForbiddenError, PROBLEM_TYPES } from '../../common/app-errors.js';
import type { Role } from '../users/user-record.js';

/** Who made the request, as the guard established it from a valid session token. */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  email: string;
  /**
   * A staff account without two-factor sign-in while STAFF_TWO_FACTOR=required: refused every
   * staff call (its permissions unused) until it turns two-factor on.
   */
  secondFactorMissing: boolean;
  /** The session the request's token names (signing out ends this one alone). */
  session?: { id: string; expiresAt: Date };
}

export type RequestWithUser = import('fastify').FastifyRequest & { user?: AuthenticatedUser };

/** A staff call by a staff account without two-factor sign-in while STAFF_TWO_FACTOR=required. */
export class SecondFactorMissingError extends ForbiddenError {
  constructor() {
    super('Turn on two-factor sign-in to use staff pages', PROBLEM_TYPES.twoFactorRequired);
  }
}
