import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser, SignedIn } from '../auth/auth.decorators.js';
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
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { VerifyTwoFactorDto } from './dto/verify-two-factor.dto.js';
import { UnauthorizedError } from '../../common/app-errors.js';

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UsersRepository,
    private readonly sessions: SessionIssuer,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Register; a verification link is e-mailed (status pending)' })
  register(@Body() body: RegisterDto, @Req() req: Request) {
    return this.commands.execute(new RegisterUserCommand(body.username, body.email, body.password, body.passwordConfirm, clientIp(req)));
  }

  @Get('verify-email/:token')
  @ApiOperation({ summary: 'Verify an e-mail address with the token from the link' })
  verifyEmail(@Param('token') token: string, @Req() req: Request) {
    return this.commands.execute(new VerifyEmailCommand(token, clientIp(req)));
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in; with two-factor on, answers require2FA and a temporary token' })
  login(@Body() body: LoginDto, @Req() req: Request) {
    return this.commands.execute(new LoginCommand(body.email, body.password, body.rememberMe ?? false, clientIp(req)));
  }

  @Post('verify-2fa')
  @HttpCode(200)
  @ApiOperation({ summary: 'Second sign-in step: the e-mailed code, with the temporary token as bearer' })
  verifyTwoFactor(@Body() body: VerifyTwoFactorDto, @Req() req: Request) {
    return this.commands.execute(new VerifyTwoFactorCommand(bearerToken(req), body.code));
  }

  @Post('send-2fa-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a new sign-in code (30 s after the last one), temporary token as bearer' })
  sendTwoFactorCode(@Req() req: Request) {
    return this.commands.execute(new SendTwoFactorCodeCommand(bearerToken(req)));
  }

  @Post('token-verify')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Check the session token and return the user' })
  async tokenVerify(@CurrentUser() actor: AuthenticatedUser) {
    const user = await this.users.findById(actor.id);
    if (!user) throw new UnauthorizedError('Session expired, please log in again');
    return { status: 'success', require2FA: false, data: { user: await this.sessions.publicUser(user) } };
  }

  @Patch('update-profile')
  @SignedIn()
  updateProfile(@CurrentUser() actor: AuthenticatedUser, @Body() body: UpdateProfileDto) {
    return this.commands.execute(new UpdateProfileCommand(actor.id, body.username, body.email));
  }

  @Patch('change-password')
  @SignedIn()
  @ApiOperation({ summary: 'Change the password; answers a new token, older tokens stop working' })
  changePassword(@CurrentUser() actor: AuthenticatedUser, @Body() body: ChangePasswordDto) {
    return this.commands.execute(new ChangePasswordCommand(actor.id, body.currentPassword, body.newPassword, body.confirmPassword));
  }

  @Post('toggle-2fa')
  @HttpCode(200)
  @SignedIn()
  toggleTwoFactor(@CurrentUser() actor: AuthenticatedUser) {
    return this.commands.execute(new ToggleTwoFactorCommand(actor.id));
  }

  @Post('logout')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Sign out of this session: the token it is called with stops working; other sessions go on' })
  signOut(@CurrentUser() actor: AuthenticatedUser) {
    // The guard put the session there: every session token names one.
    const session = actor.session!;
    return this.commands.execute(new SignOutCommand(actor.id, session.id, session.expiresAt));
  }

  @Post('logout-all')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Sign out on every device: every token issued so far stops working' })
  signOutEverywhere(@CurrentUser() actor: AuthenticatedUser) {
    return this.commands.execute(new SignOutEverywhereCommand(actor.id));
  }
}
