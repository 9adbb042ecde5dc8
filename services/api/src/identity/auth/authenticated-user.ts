import type { Role } from '../users/user-record.js';

/** Who made the request, as the guard established it from a valid session token. */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  email: string;
}

export type RequestWithUser = import('express').Request & { user?: AuthenticatedUser };
