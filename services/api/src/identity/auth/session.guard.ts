import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '../../common/app-errors.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { UsersRepository } from '../users/users.repository.js';
import type { Role } from '../users/user-record.js';
import type { RequestWithUser } from './authenticated-user.js';
import { bearerToken } from './bearer-token.js';
import { GUEST_MESSAGE_KEY, ROLES_KEY } from './roles.decorator.js';

/**
 * Requires a valid session token. The user is re-read from the database on every request, so a
 * password change or "sign out everywhere" (token version) and a role change take effect at once.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: UsersRepository,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    const guestMessage = this.reflector.getAllAndOverride<string | undefined>(GUEST_MESSAGE_KEY, [context.getHandler(), context.getClass()]);
    if (guestMessage && !req.header('authorization')) throw new UnauthorizedError(guestMessage);
    const claims = await this.tokens.verifySession(bearerToken(req));
    const user = await this.users.findById(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion || user.emailVerifiedAt === null) {
      throw new UnauthorizedError('Session expired, please log in again');
    }
    req.user = { id: user.id, role: user.role, email: user.email };
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (roles && !roles.includes(user.role)) throw new ForbiddenError('You do not have access to this resource');
    return true;
  }
}
