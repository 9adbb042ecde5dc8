import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ForbiddenError, NotFoundError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { isStaff } from '../auth/permissions.js';
import { UsersRepository } from '../users/users.repository.js';
import { ToggleTwoFactorCommand } from './toggle-two-factor.command.js';

/** Turns two-factor sign-in on or off; a staff account keeps it on while STAFF_TWO_FACTOR=required. */
@CommandHandler(ToggleTwoFactorCommand)
export class ToggleTwoFactorHandler implements ICommandHandler<ToggleTwoFactorCommand> {
  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: ToggleTwoFactorCommand) {
    const user = await this.users.findById(command.userId);
    if (!user) throw new NotFoundError('User not found');
    const enabled = !user.twoFactorEnabled;
    if (!enabled && isStaff(user.role) && this.config.staffTwoFactor === 'required') throw new ForbiddenError('Staff accounts keep two-factor sign-in on');
    await this.users.setTwoFactor(user.id, enabled);
    return {
      status: 'success',
      twoFactorEnabled: enabled,
      message: enabled ? 'Two-factor authentication enabled successfully' : 'Two-factor authentication disabled successfully',
    };
  }
}
