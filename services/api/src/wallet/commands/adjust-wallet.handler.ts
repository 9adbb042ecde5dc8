import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyError, EventStore } from '@keyledger/event-store';
import { ConflictError, NotFoundError } from '../../common/app-errors.js';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { formatDollars } from '../../common/money/money.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import type { WalletCommand } from '../domain/wallet.commands.js';
import { decideWallet, foldWallet, InsufficientFundsError } from '../domain/wallet.decider.js';
import { walletStreamId, type WalletEvent } from '../domain/wallet.events.js';
import { AdjustWalletCommand, type AdjustWalletResult } from './adjust-wallet.command.js';

const MAX_ATTEMPTS = 5;

@CommandHandler(AdjustWalletCommand)
export class AdjustWalletHandler implements ICommandHandler<AdjustWalletCommand, AdjustWalletResult> {
  constructor(
    private readonly store: EventStore,
    private readonly users: UsersRepository,
  ) {}

  async execute(command: AdjustWalletCommand): Promise<AdjustWalletResult> {
    if (!(await this.users.findById(command.userId))) throw new NotFoundError('User not found');
    const walletCommand: WalletCommand =
      command.direction === 'add'
        ? { type: 'CreditWallet', userId: command.userId, amountCents: command.amountCents, reason: command.reason }
        : { type: 'DebitWallet', userId: command.userId, amountCents: command.amountCents, reason: command.reason };
    const streamId = walletStreamId(command.userId);

    for (let attempt = 1; ; attempt += 1) {
      const { events, currentVersion } = await this.store.readStream(streamId);
      const state = foldWallet(events as unknown as WalletEvent[]);
      let decided: WalletEvent[];
      try {
        decided = decideWallet(walletCommand, state);
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new ConflictError(
            `Insufficient funds. The wallet balance (${formatDollars(error.balanceCents)}) is less than the debit (${formatDollars(error.requiredCents)})`,
          );
        }
        throw error;
      }
      try {
        const result = await this.store.append(
          {
            streamId,
            expectedVersion: currentVersion,
            events: decided.map((event, index) => ({
              ...event,
              ...(command.idempotencyKey ? { eventId: deterministicUuid('wallet-adjust', command.userId, command.idempotencyKey, String(index)) } : {}),
            })),
          },
          { metadata: { actor: command.actor } },
        );
        const balanceCents = result.replayed
          ? foldWallet((await this.store.readStream(streamId, { toVersion: result.streams[0]!.nextExpectedVersion })).events as unknown as WalletEvent[]).balanceCents
          : decided[decided.length - 1]!.data.balanceAfterCents;
        return { balanceCents, position: result.lastPosition };
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }
}
