import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/app-errors.js';
import { hasPermission } from '../auth/permissions.js';
import { UsersRepository } from '../users/users.repository.js';
import { ChangeRoleCommand, type ChangeRoleResult } from './change-role.command.js';

/** Every role change takes this one lock: "is this the last admin?" is then asked of settled roles. */
export const STAFF_ROLES_STREAM = 'staff-roles';
export const accountStreamId = (userId: string) => `account-${userId}`;

/**
 * Changes an account's role in one transaction: the users row (its sessions end: the token
 * version moves on, so no token issued under the old role works) and RoleChanged on the account's
 * stream with the actor and reason. Separation of duties: nobody changes their own role; the
 * last admin is never demoted; and the actor must still hold staff management when their turn
 * at the lock comes (two admins demoting each other at once: the second finds itself demoted).
 */
@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand, ChangeRoleResult> {
  constructor(
    private readonly store: EventStore,
    private readonly users: UsersRepository,
  ) {}

  async execute(command: ChangeRoleCommand): Promise<ChangeRoleResult> {
    if (command.actor.id === command.userId) throw new ForbiddenError('You cannot change your own role');
    const outcome = await this.store.transaction(async (tx) => {
      await lockStreams(tx, [STAFF_ROLES_STREAM]);
      const actor = await this.users.findById(command.actor.id, tx);
      if (!actor || !hasPermission(actor.role, 'staff-management')) throw new ForbiddenError('You do not have access to this resource');
      const user = await this.users.findById(command.userId, tx);
      if (!user) throw new NotFoundError('User not found');
      // An erased account is nobody any more: it can never sign in, so it is never given a staff role.
      if (user.erasedAt) throw new ConflictError('An erased account cannot be given a role');
      const changed = { id: user.id, email: user.email, role: command.role };
      if (user.role === command.role) return { user: changed, append: null };
      if (user.role === 'admin' && (await this.users.countAdmins(tx)) <= 1) throw new ConflictError('The last admin cannot be demoted');
      await this.users.setRoleEndingSessions(user.id, command.role, tx);
      const streamId = accountStreamId(user.id);
      const { currentVersion } = await this.store.readStream(streamId, { tx });
      const append = await this.store.append(
        [{ streamId, expectedVersion: currentVersion, events: [{ type: 'RoleChanged', data: { userId: user.id, from: user.role, to: command.role, reason: command.reason } }] }],
        { tx, metadata: { actor: command.actor, reason: command.reason } },
      );
      return { user: changed, append };
    });
    if (outcome.append) this.store.notifyAppended(outcome.append);
    return { user: outcome.user, position: outcome.append?.lastPosition ?? null };
  }
}
