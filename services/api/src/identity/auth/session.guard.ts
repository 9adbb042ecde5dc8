import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '../../common/app-errors.js';
import type { Role } from '../users/user-record.js';
import { SecondFactorMissingError, type RequestWithUser } from './authenticated-user.js';
import { SessionCheck } from './session-check.js';
import { GUEST_MESSAGE_KEY, ROLES_KEY, STAFF_CALL_KEY } from './roles.decorator.js';

/**
 * Requires a valid session (SessionCheck: the user re-read on every request), the route's roles
 * (those holding its permission), and for a staff call by a staff account two-factor sign-in
 * while STAFF_TWO_FACTOR=required.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionCheck,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    const targets = [context.getHandler(), context.getClass()];
    const guestMessage = this.reflector.getAllAndOverride<string | undefined>(GUEST_MESSAGE_KEY, targets);
    if (guestMessage && !req.headers.authorization) throw new UnauthorizedError(guestMessage);
    const user = await this.sessions.authenticate(req.headers.authorization);
    req.user = user;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(user.role)) throw new ForbiddenError('You do not have access to this resource');
    if (user.secondFactorMissing && this.reflector.getAllAndOverride<boolean | undefined>(STAFF_CALL_KEY, targets)) throw new SecondFactorMissingError();
    return true;
  }
}
