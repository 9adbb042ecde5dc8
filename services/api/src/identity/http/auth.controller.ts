import { Body, Controller, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf } from '../../common/contract/route-contract.js';
import { UnauthorizedError } from '../../common/app-errors.js';
import { CurrentUser } from '../auth/auth.decorators.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { bearerToken } from '../auth/bearer-token.js';
import { ChangePasswordCommand } from '../commands/change-password.command.js';
import { LoginCommand } from '../commands/login.command.js';
import { RegisterUserCommand } from '../commands/register-user.command.js';
import { SendTwoFactorCodeCommand } from '../commands/send-two-factor-code.command.js';
import { SignOutEverywhereCommand } from '../commands/sign-out-everywhere.command.js';
import { SignOutCommand } from '../commands/sign-out.command.js';
import { ToggleTwoFactorCommand } from '../commands/toggle-two-factor.command.js';
import { UpdateProfileCommand } from '../commands/update-profile.command.js';
import { VerifyEmailCommand } from '../commands/verify-email.command.js';
import { VerifyTwoFactorCommand } from '../commands/verify-two-factor.command.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { UsersRepository } from '../users/users.repository.js';
import {
  changePassword,
  login,
  logout,
  logoutEverywhere,
  register,
  sendTwoFactorCode,
  toggleTwoFactor,
  tokenVerify,
  updateProfile,
  verifyEmail,
  verifyTwoFactor,
} from './auth.contract.js';

const clientIp = (req: FastifyRequest) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UsersRepository,
    private readonly sessions: SessionIssuer,
  ) {}

  @Route(register)
  register(@Body() body: BodyOf<typeof register>, @Req() req: FastifyRequest) {
    return this.commands.execute(new RegisterUserCommand(body.username, body.email, body.password, body.passwordConfirm, clientIp(req)));
  }

  @Route(verifyEmail)
  verifyEmail(@Param() { token }: ParamsOf<typeof verifyEmail>, @Req() req: FastifyRequest) {
    return this.commands.execute(new VerifyEmailCommand(token, clientIp(req)));
  }

  @Route(login)
  login(@Body() body: BodyOf<typeof login>, @Req() req: FastifyRequest) {
    return this.commands.execute(new LoginCommand(body.email, body.password, body.rememberMe ?? false, clientIp(req)));
  }

  @Route(verifyTwoFactor)
  verifyTwoFactor(@Body() body: BodyOf<typeof verifyTwoFactor>, @Req() req: FastifyRequest) {
    return this.commands.execute(new VerifyTwoFactorCommand(bearerToken(req), body.code));
  }

  @Route(sendTwoFactorCode)
  sendTwoFactorCode(@Req() req: FastifyRequest) {
    return this.commands.execute(new SendTwoFactorCodeCommand(bearerToken(req)));
  }

  @Route(tokenVerify)
  async tokenVerify(@CurrentUser() actor: AuthenticatedUser) {
    const user = await this.users.findById(actor.id);
    if (!user) throw new UnauthorizedError('Session expired, please log in again');
    return { status: 'success', require2FA: false, data: { user: await this.sessions.publicUser(user) } };
  }

  @Route(updateProfile)
  updateProfile(@CurrentUser() actor: AuthenticatedUser, @Body() body: BodyOf<typeof updateProfile>) {
    return this.commands.execute(new UpdateProfileCommand(actor.id, body.username, body.email));
  }

  @Route(changePassword)
  changePassword(@CurrentUser() actor: AuthenticatedUser, @Body() body: BodyOf<typeof changePassword>) {
    return this.commands.execute(new ChangePasswordCommand(actor.id, body.currentPassword, body.newPassword, body.confirmPassword));
  }

  @Route(toggleTwoFactor)
  toggleTwoFactor(@CurrentUser() actor: AuthenticatedUser) {
    return this.commands.execute(new ToggleTwoFactorCommand(actor.id));
  }

  @Route(logout)
  signOut(@CurrentUser() actor: AuthenticatedUser) {
    // The guard put the session there: every session token names one.
    const session = actor.session!;
    return this.commands.execute(new SignOutCommand(actor.id, session.id, session.expiresAt));
  }

  @Route(logoutEverywhere)
  signOutEverywhere(@CurrentUser() actor: AuthenticatedUser) {
    return this.commands.execute(new SignOutEverywhereCommand(actor.id));
  }
}
