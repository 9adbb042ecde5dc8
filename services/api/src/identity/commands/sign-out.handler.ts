import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersRepository } from '../users/users.repository.js';
import { SignOutCommand } from './sign-out.command.js';

/** Revokes the session: its token gets 401 from now on; the user's other sessions go on. */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(private readonly users: UsersRepository) {}

  async execute(command: SignOutCommand) {
    await this.users.revokeSession(command.userId, command.sessionId, command.expiresAt);
    return { status: 'success', message: 'Signed out' };
  }
}
