import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TooManyRequestsError, UnauthorizedError } from '../../common/app-errors.js';
import { twoFactorCodeMail } from '../mail/mail-templates.js';
import { Mailer } from '../mail/mailer.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { TwoFactorChallenges } from '../two-factor/two-factor-challenges.js';
import { UsersRepository } from '../users/users.repository.js';
import { SendTwoFactorCodeCommand } from './send-two-factor-code.command.js';

@CommandHandler(SendTwoFactorCodeCommand)
export class SendTwoFactorCodeHandler implements ICommandHandler<SendTwoFactorCodeCommand> {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: UsersRepository,
    private readonly challenges: TwoFactorChallenges,
    private readonly mailer: Mailer,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(command: SendTwoFactorCodeCommand) {
    const claims = await this.tokens.verifyTwoFactor(command.tempToken);
    const user = await this.users.findById(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw new UnauthorizedError('Session expired, please log in again');
    const wait = await this.challenges.secondsUntilResend(user.id);
    if (wait > 0) throw new TooManyRequestsError(`Please wait ${wait} seconds before requesting a new code.`, wait);
    await this.rateLimiter.consume({ bucket: `send-2fa:account:${user.id}`, limit: 6, windowSeconds: 3600 });
    const code = await this.challenges.open(user.id);
    await this.mailer.send(twoFactorCodeMail(user.email, code));
    return { status: 'success', message: 'Verification code sent to your email' };
  }
}
