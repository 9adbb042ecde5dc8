import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError, NotFoundError } from '../../common/app-errors.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { UsersRepository } from '../users/users.repository.js';
import { ChangePasswordCommand } from './change-password.command.js';

/** Changes the password and bumps the token version: every older session stops working. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(command: ChangePasswordCommand) {
    if (command.newPassword !== command.confirmPassword) throw new BadRequestError("New passwords don't match");
    await this.rateLimiter.consume({ bucket: `change-password:account:${command.userId}`, limit: 10, windowSeconds: 3600 });
    const user = await this.users.findById(command.userId);
    if (!user) throw new NotFoundError('User not found');
    if (!(await this.hasher.verify(user.passwordHash, command.currentPassword))) {
      throw new BadRequestError('Current password is incorrect');
    }
    const tokenVersion = await this.users.changePassword(user.id, await this.hasher.hash(command.newPassword));
    const session = await this.sessions.issue({ ...user, tokenVersion }, false);
    return { status: 'success', message: 'Password changed successfully', token: session.token, data: { user: session.user } };
  }
}
