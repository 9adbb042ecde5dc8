import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '../../common/app-errors.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { UsersRepository } from '../users/users.repository.js';
import type { Role } from '../users/user-record.js';
import type { SessionUser } from '../users/users.repository.js';
import { CoalescedLookup } from '../../common/batching/coalesced-lookup.js';
import type { RequestWithUser } from './authenticated-user.js';
import { bearerToken } from './bearer-token.js';
import { GUEST_MESSAGE_KEY, ROLES_KEY } from './roles.decorator.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Requires a valid session token. The user is re-read from the database on every request, so a
 * password change or "sign out everywhere" (token version), a signed-out session and a role change
 * take effect at once; the requests of one turn of the event loop are read together (one query,
 * not one each).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  private readonly currentUsers: CoalescedLookup<string, SessionUser>;

  constructor(
    private readonly tokens: SessionTokens,
    users: UsersRepository,
    private readonly reflector: Reflector,
  ) {
    this.currentUsers = new CoalescedLookup((ids) => users.findSessionUsers(ids));
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    const guestMessage = this.reflector.getAllAndOverride<string | undefined>(GUEST_MESSAGE_KEY, [context.getHandler(), context.getClass()]);
    if (guestMessage && !req.header('authorization')) throw new UnauthorizedError(guestMessage);
    const claims = await this.tokens.verifySession(bearerToken(req));
    // A signed token names one of our user ids; anything else must not reach the shared query.
    const user = UUID.test(claims.userId) ? await this.currentUsers.load(claims.userId) : null;
    if (!user || user.tokenVersion !== claims.tokenVersion || user.emailVerifiedAt === null || user.revokedSessions.includes(claims.sessionId)) {
      throw new UnauthorizedError('Session expired, please log in again');
    }
    req.user = { id: user.id, role: user.role, email: user.email, session: { id: claims.sessionId, expiresAt: claims.expiresAt } };
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (roles && !roles.includes(user.role)) throw new ForbiddenError('You do not have access to this resource');
    return true;
  }
}
