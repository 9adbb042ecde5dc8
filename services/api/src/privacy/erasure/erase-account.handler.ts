import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { accountStreamId, STAFF_ROLES_STREAM } from '../../identity/commands/change-role.handler.js';
import { PasswordHasher } from '../../identity/passwords/password-hasher.js';
import { RateLimiter } from '../../identity/rate-limit/rate-limiter.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { PersonalDataKeys } from '../personal-data/personal-data-keys.js';
import { EraseAccountCommand, type ErasureResult } from './erase-account.command.js';
import { ErasureLedger } from './erasure-ledger.js';
import { clearPersonalRows, ordersOf } from './personal-rows.js';

export const STAFF_NOT_ERASED = 'Staff accounts are given the customer role before erasure';

/**
 * Erases a customer (GDPR art. 17) in one transaction: their data key is shredded (every sealed
 * field of theirs in the log, its backups and the Kafka topic reads '[erased]' from now on), the
 * users row is anonymised and its sessions end, the tables outside the log lose their rows, and
 * PersonalDataErased is appended (who asked, who did it, why, and the orders whose read-model
 * rows must lose their text). Orders, refunds, wallet movements and keys stay for the accounts.
 * The erasure is written to the ledger outside the database before it commits, so a backup
 * restored later erases again. Erasing an erased account answers the first erasure.
 */
@CommandHandler(EraseAccountCommand)
export class EraseAccountHandler implements ICommandHandler<EraseAccountCommand, ErasureResult> {
  private readonly keys: PersonalDataKeys;
  private readonly ledger: ErasureLedger;

  constructor(
    private readonly store: EventStore,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.keys = new PersonalDataKeys(config.keyEncryptionKey);
    this.ledger = new ErasureLedger(config.erasureLedgerPath);
  }

  async execute(command: EraseAccountCommand): Promise<ErasureResult> {
    if (command.requestedBy === 'customer') await this.checkPassword(command);
    const outcome = await this.store.transaction(async (tx) => {
      const streamId = accountStreamId(command.userId);
      // The role changes' lock too: an account is not promoted to staff while it is being erased.
      const versions = await lockStreams(tx, [STAFF_ROLES_STREAM, streamId]);
      const user = await this.users.findById(command.userId, tx);
      if (!user) throw new NotFoundError('User not found');
      if (user.erasedAt) return { erasedAt: user.erasedAt, append: null };
      if (command.requestedBy === 'restore') {
        // The ledger holds only customers' erasures: one that was staff when the backup was taken is again what it was when erased.
        if (user.role !== 'customer') await this.users.setRoleEndingSessions(user.id, 'customer', tx);
      } else {
        if (user.role !== 'customer') throw new ConflictError(STAFF_NOT_ERASED);
        await this.ledger.record({ userId: user.id, erasedAt: new Date().toISOString(), requestedBy: command.requestedBy });
      }
      const orderIds = await ordersOf(tx, user.id);
      await this.keys.shred(user.id, tx);
      await clearPersonalRows(tx, { userId: user.id, emails: [user.email, ...(user.pendingEmail ? [user.pendingEmail] : [])] });
      const erasedAt = await this.users.anonymise(user.id, tx);
      const append = await this.store.append(
        [
          {
            streamId,
            expectedVersion: versions.get(streamId)!,
            events: [{ type: 'PersonalDataErased', data: { userId: user.id, requestedBy: command.requestedBy, reason: command.reason, orderIds } }],
          },
        ],
        // The reason stays in the event's data only: the person's key is gone, so it could not be sealed for them.
        { tx, metadata: { actor: command.actor } },
      );
      return { erasedAt, append };
    });
    if (outcome.append) this.store.notifyAppended(outcome.append);
    return { userId: command.userId, erasedAt: outcome.erasedAt.toISOString(), position: outcome.append?.lastPosition ?? null };
  }

  private async checkPassword(command: EraseAccountCommand): Promise<void> {
    await this.rateLimiter.consume({ bucket: `delete-account:account:${command.userId}`, limit: 10, windowSeconds: 3600 });
    const user = await this.users.findById(command.userId);
    if (!user) throw new NotFoundError('User not found');
    if (!command.password || !(await this.hasher.verify(user.passwordHash, command.password))) throw new BadRequestError('Password is incorrect');
  }
}
