import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ForbiddenError, UnauthorizedError } from '../../common/app-errors.js';
import { twoFactorCodeMail } from '../mail/mail-templates.js';
import { Mailer } from '../mail/mailer.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { TwoFactorChallenges } from '../two-factor/two-factor-challenges.js';
import { UsersRepository } from '../users/users.repository.js';
import { LoginCommand } from './login.command.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const UNVERIFIED_MESSAGE = 'Please verify your email before logging in. Check your inbox for the verification link.';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly sessions: SessionIssuer,
    private readonly tokens: SessionTokens,
    private readonly challenges: TwoFactorChallenges,
    private readonly mailer: Mailer,
  ) {}

  async execute(command: LoginCommand) {
    const email = command.email.trim().toLowerCase();
    await this.rateLimiter.consume(
      { bucket: `login:ip:${command.ip}`, limit: 30, windowSeconds: 900 },
      { bucket: `login:account:${email}`, limit: 10, windowSeconds: 900 },
    );
    const user = await this.users.findByEmail(email);
    const passwordOk = await this.hasher.verify(user?.passwordHash ?? null, command.password);
    if (!user || !passwordOk) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
    if (user.emailVerifiedAt === null) throw new ForbiddenError(UNVERIFIED_MESSAGE);

    if (user.twoFactorEnabled) {
      const { code, timing } = await this.challenges.open(user.id);
      await this.mailer.send(twoFactorCodeMail(user.email, code));
      const tempToken = await this.tokens.signTwoFactor({ userId: user.id, role: user.role, tokenVersion: user.tokenVersion }, command.rememberMe);
      return { status: 'success', require2FA: true, tempToken, message: 'Verification code sent to your email', data: { email: user.email, ...timing } };
    }
    const session = await this.sessions.issue(user, command.rememberMe);
    return { status: 'success', require2FA: false, message: 'Login Successful', token: session.token, data: { user: session.user } };
  }
}
