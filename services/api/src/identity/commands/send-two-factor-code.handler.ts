import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TooManyRequestsError } from '../../common/app-errors.js';
import { twoFactorCodeMail } from '../mail/mail-templates.js';
import { Mailer } from '../mail/mailer.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { PendingSignIn } from '../two-factor/pending-sign-in.js';
import { TwoFactorChallenges } from '../two-factor/two-factor-challenges.js';
import { SendTwoFactorCodeCommand } from './send-two-factor-code.command.js';

@CommandHandler(SendTwoFactorCodeCommand)
export class SendTwoFactorCodeHandler implements ICommandHandler<SendTwoFactorCodeCommand> {
  constructor(
    private readonly pending: PendingSignIn,
    private readonly challenges: TwoFactorChallenges,
    private readonly mailer: Mailer,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(command: SendTwoFactorCodeCommand) {
    const { user } = await this.pending.resolve(command.tempToken);
    const wait = await this.challenges.secondsUntilResend(user.id);
    if (wait > 0) throw new TooManyRequestsError(`Please wait ${wait} seconds before requesting a new code.`, wait);
    await this.rateLimiter.consume({ bucket: `send-2fa:account:${user.id}`, limit: 6, windowSeconds: 3600 });
    const { code, timing } = await this.challenges.open(user.id);
    await this.mailer.send(twoFactorCodeMail(user.email, code));
    return { status: 'success', message: 'Verification code sent to your email', data: timing };
  }
}
