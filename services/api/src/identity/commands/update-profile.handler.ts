import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EmailVerificationTokens } from '../email-verification/email-verification-tokens.js';
import { emailChangeMail } from '../mail/mail-templates.js';
import { Mailer } from '../mail/mailer.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { UsersRepository } from '../users/users.repository.js';
import { UpdateProfileCommand } from './update-profile.command.js';

export const EMAIL_CHANGE_PENDING_MESSAGE = 'Profile updated successfully. Confirm your new email address with the link we sent to it.';

/**
 * Changes the username at once. A new e-mail address only takes effect when the link mailed to
 * it is opened: until then sign-in, codes and mail keep going to the verified address, so a
 * borrowed session cannot move the account to an address nobody proved they own.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionIssuer,
    private readonly verificationTokens: EmailVerificationTokens,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: UpdateProfileCommand) {
    const username = command.username.trim();
    const email = command.email.trim().toLowerCase();
    if (!username) throw new BadRequestError('Username cannot be empty');
    const user = await this.users.findById(command.userId);
    if (!user) throw new NotFoundError('User not found');

    let message = 'Profile updated successfully';
    if (email !== user.email.toLowerCase()) {
      const owner = await this.users.findByEmail(email);
      if (owner) throw new ConflictError('This email address is already in use');
      const token = await this.verificationTokens.create(user.id, email);
      await this.mailer.send(emailChangeMail(email, username, `${this.config.publicUrl}/auth/verify-email/${token}`));
      await this.users.setPendingEmail(user.id, email);
      message = EMAIL_CHANGE_PENDING_MESSAGE;
    }
    if (username !== user.username) await this.users.setUsername(user.id, username);
    const updated = await this.users.findById(user.id);
    return { status: 'success', message, data: { user: await this.sessions.publicUser(updated!) } };
  }
}
