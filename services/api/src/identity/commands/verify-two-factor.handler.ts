import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError } from '../../common/app-errors.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { PendingSignIn } from '../two-factor/pending-sign-in.js';
import { TwoFactorChallenges } from '../two-factor/two-factor-challenges.js';
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
    private readonly pending: PendingSignIn,
    private readonly challenges: TwoFactorChallenges,
    private readonly sessions: SessionIssuer,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(command: VerifyTwoFactorCommand) {
    const { user, remember } = await this.pending.resolve(command.tempToken);
    await this.rateLimiter.consume({ bucket: `verify-2fa:account:${user.id}`, limit: 20, windowSeconds: 900 });

    const outcome = await this.challenges.check(user.id, command.code);
    if (outcome !== 'accepted') throw new BadRequestError(TWO_FACTOR_MESSAGES[outcome]);
    const session = await this.sessions.issue(user, remember);
    return { status: 'success', message: 'Two-factor authentication successful', token: session.token, data: { user: session.user } };
  }
}
