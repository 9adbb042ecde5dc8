import { applyDecorators, createParamDecorator, UseGuards, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser, RequestWithUser } from './authenticated-user.js';
import { rolesWith, type Permission } from './permissions.js';
import { Roles, StaffCall } from './roles.decorator.js';
import { SessionGuard } from './session.guard.js';

/** Any signed-in user. */
export const SignedIn = () => applyDecorators(UseGuards(SessionGuard));

/** The staff holding `permission` (403 for everyone else). */
export const StaffWith = (permission: Permission) => applyDecorators(Roles(...rolesWith(permission)), StaffCall(), UseGuards(SessionGuard));

/** The signed-in user of a route guarded by SignedIn or StaffWith. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().user;
  if (!user) throw new Error('CurrentUser used on a route without SignedIn or StaffWith');
  return user;
});
