import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../common/app-errors.js';
import { UsersRepository } from '../users/users.repository.js';
import { ToggleTwoFactorCommand } from './toggle-two-factor.command.js';

@CommandHandler(ToggleTwoFactorCommand)
export class ToggleTwoFactorHandler implements ICommandHandler<ToggleTwoFactorCommand> {
  constructor(private readonly users: UsersRepository) {}

  async execute(command: ToggleTwoFactorCommand) {
    const user = await this.users.findById(command.userId);
    if (!user) throw new NotFoundError('User not found');
    const enabled = !user.twoFactorEnabled;
    await this.users.setTwoFactor(user.id, enabled);
    return {
      status: 'success',
      twoFactorEnabled: enabled,
      message: enabled ? 'Two-factor authentication enabled successfully' : 'Two-factor authentication disabled successfully',
    };
  }
}
