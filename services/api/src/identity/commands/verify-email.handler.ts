import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError } from '../../common/app-errors.js';
import { EmailVerificationTokens } from '../email-verification/email-verification-tokens.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { UsersRepository } from '../users/users.repository.js';
import { VerifyEmailCommand } from './verify-email.command.js';

export const INVALID_LINK_MESSAGE = 'Invalid or expired verification link.';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly verificationTokens: EmailVerificationTokens,
    private readonly users: UsersRepository,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(command: VerifyEmailCommand) {
    await this.rateLimiter.consume({ bucket: `verify-email:ip:${command.ip}`, limit: 30, windowSeconds: 3600 });
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(command.token)) throw new BadRequestError(INVALID_LINK_MESSAGE);
    const link = await this.verificationTokens.consume(command.token);
    if (!link) throw new BadRequestError(INVALID_LINK_MESSAGE);
    if (link.newEmail === null) {
      await this.users.markVerified(link.userId);
    } else if (!(await this.users.confirmEmailChange(link.userId, link.newEmail))) {
      throw new BadRequestError(INVALID_LINK_MESSAGE); // the address was taken by another account meanwhile
    }
    return { status: 'success', message: 'Email verified successfully!' };
  }
}
