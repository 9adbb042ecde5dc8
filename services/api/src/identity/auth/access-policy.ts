import { ForbiddenError } from '../../common/app-errors.js';
import { SecondFactorMissingError, type AuthenticatedUser } from './authenticated-user.js';
import { hasPermission, type Permission } from './permissions.js';

/**
 * Object-level authorization for every user-scoped route: a user reaches their own records, and
 * staff those of others only with the permission for that kind of record. Call it with the owner
 * id of the record being read or changed.
 */
export function assertOwnerOr(actor: AuthenticatedUser, ownerId: string, permission: Permission): void {
  if (actor.id === ownerId) return;
  if (hasPermission(actor.role, permission)) {
    if (actor.secondFactorMissing) throw new SecondFactorMissingError();
    return;
  }
  throw new ForbiddenError('You can only access your own records');
}
