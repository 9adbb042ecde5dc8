import { ForbiddenError } from '../../common/app-errors.js';
import type { AuthenticatedUser } from './authenticated-user.js';

/**
 * Object-level authorization for every user-scoped route: a customer reaches only their own
 * records; an admin reaches all. Call it with the owner id of the record being read or changed.
 */
export function assertOwnerOrAdmin(actor: AuthenticatedUser, ownerId: string): void {
  if (actor.role === 'admin') return;
  if (actor.id !== ownerId) throw new ForbiddenError('You can only access your own records');
}
