import { applyDecorators, createParamDecorator, UseGuards, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser, RequestWithUser } from './authenticated-user.js';
import { Roles } from './roles.decorator.js';
import { SessionGuard } from './session.guard.js';

/** Any signed-in user. */
export const SignedIn = () => applyDecorators(UseGuards(SessionGuard));

/** Admins only (403 for other signed-in users). */
export const AdminOnly = () => applyDecorators(Roles('admin'), UseGuards(SessionGuard));

/** Admins and finance accounts: reports and timelines (403 for customers). */
export const FinanceReaders = () => applyDecorators(Roles('admin', 'finance'), UseGuards(SessionGuard));

/** The signed-in user of a route guarded by SignedIn or AdminOnly. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().user;
  if (!user) throw new Error('CurrentUser used on a route without SignedIn or AdminOnly');
  return user;
});
