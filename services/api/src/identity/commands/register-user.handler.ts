import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, BadRequestError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EmailVerificationTokens } from '../email-verification/email-verification-tokens.js';
import { alreadyRegisteredMail, verificationMail } from '../mail/mail-templates.js';
import { Mailer } from '../mail/mailer.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { UsersRepository } from '../users/users.repository.js';
import { RegisterUserCommand } from './register-user.command.js';

export const VERIFICATION_SENT_MESSAGE = 'Verification email sent! Please check your inbox.';

/**
 * Registers an unverified customer and mails a verification link. The answer is the same
 * whether or not the e-mail already has an account (no account discovery); the owner of an
 * existing account gets a note, or a fresh link if they never verified.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly verificationTokens: EmailVerificationTokens,
    private readonly mailer: Mailer,
    private readonly rateLimiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: RegisterUserCommand) {
    const username = command.username.trim();
    const email = command.email.trim().toLowerCase();
    if (!username) throw new BadRequestError('Username is required');
    if (command.password !== command.passwordConfirm) throw new BadRequestError('Passwords do not match');
    await this.rateLimiter.consume(
      { bucket: `register:ip:${command.ip}`, limit: 10, windowSeconds: 3600 },
      { bucket: `register:email:${email}`, limit: 5, windowSeconds: 3600 },
    );

    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (existing.emailVerifiedAt === null) {
        const token = await this.verificationTokens.create(existing.id);
        await this.mailer.send(verificationMail(existing.email, existing.username, this.link(token)));
      } else {
        await this.mailer.send(alreadyRegisteredMail(existing.email, `${this.config.publicUrl}/login`));
      }
      return { status: 'pending', message: VERIFICATION_SENT_MESSAGE };
    }

    const id = randomUUID();
    const passwordHash = await this.hasher.hash(command.password);
    const inserted = await this.users.insert({ id, username, email, passwordHash, role: 'customer', emailVerified: false });
    if (!inserted) return { status: 'pending', message: VERIFICATION_SENT_MESSAGE }; // lost a race to the same e-mail
    const token = await this.verificationTokens.create(id);
    try {
      await this.mailer.send(verificationMail(email, username, this.link(token)));
    } catch {
      // Without the mail the account could never be verified: undo it so the user can retry.
      await this.users.delete(id);
      throw new AppError(503, 'We could not send the verification e-mail. Please try again.');
    }
    return { status: 'pending', message: VERIFICATION_SENT_MESSAGE };
  }

  private link(token: string): string {
    return `${this.config.publicUrl}/auth/verify-email/${token}`;
  }
}
