import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError, UnauthorizedError } from '../../common/app-errors.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { TwoFactorChallenges } from '../two-factor/two-factor-challenges.js';
import { UsersRepository } from '../users/users.repository.js';
import { VerifyTwoFactorCommand } from './verify-two-factor.command.js';

export const TWO_FACTOR_MESSAGES = {
  wrong: 'Invalid verification code',
  voided: 'Too many incorrect codes. Please request a new code.',
  expired: 'Verification code has expired. Please request a new code.',
  none: 'No active verification code. Please request a new code.',
} as const;

@CommandHandler(VerifyTwoFactorCommand)
export class VerifyTwoFactorHandler implements ICommandHandler<VerifyTwoFactorCommand> {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: UsersRepository,
    private readonly challenges: TwoFactorChallenges,
    private readonly sessions: SessionIssuer,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(command: VerifyTwoFactorCommand) {
    const claims = await this.tokens.verifyTwoFactor(command.tempToken);
    await this.rateLimiter.consume({ bucket: `verify-2fa:account:${claims.userId}`, limit: 20, windowSeconds: 900 });
    const user = await this.users.findById(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw new UnauthorizedError('Session expired, please log in again');

    const outcome = await this.challenges.check(user.id, command.code);
    if (outcome !== 'accepted') throw new BadRequestError(TWO_FACTOR_MESSAGES[outcome]);
    const session = await this.sessions.issue(user, claims.remember);
    return { status: 'success', message: 'Two-factor authentication successful', token: session.token, data: { user: session.user } };
  }
}
