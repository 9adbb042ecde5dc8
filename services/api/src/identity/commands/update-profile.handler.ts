import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/app-errors.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { UsersRepository } from '../users/users.repository.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute(command: UpdateProfileCommand) {
    const username = command.username.trim();
    const email = command.email.trim().toLowerCase();
    if (!username) throw new BadRequestError('Username cannot be empty');
    if (!(await this.users.updateProfile(command.userId, username, email))) {
      throw new ConflictError('This email address is already in use');
    }
    const user = await this.users.findById(command.userId);
    if (!user) throw new NotFoundError('User not found');
    return { status: 'success', message: 'Profile updated successfully', data: { user: await this.sessions.publicUser(user) } };
  }
}
