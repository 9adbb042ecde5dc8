import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersRepository } from '../users/users.repository.js';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command.js';

/** Bumps the token version: every session token issued so far stops working. */
@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand> {
  constructor(private readonly users: UsersRepository) {}

  async execute(command: SignOutEverywhereCommand) {
    await this.users.bumpTokenVersion(command.userId);
    return { status: 'success', message: 'Signed out on every device' };
  }
}
