import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyError, EventStore, lockStreams } from '@keyledger/event-store';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/app-errors.js';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { formatDollars } from '../../common/money/money.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import type { WalletCommand } from '../domain/wallet.commands.js';
import { decideWallet, foldWallet, InsufficientFundsError } from '../domain/wallet.decider.js';
import { walletStreamId, type WalletEvent } from '../domain/wallet.events.js';
import { AdjustWalletCommand, type AdjustWalletResult } from './adjust-wallet.command.js';

/** Locked streams do not conflict; a retry covers the rare per-stream order refusal (see lockStreams). */
const MAX_ATTEMPTS = 3;

/**
 * Credits or debits a wallet. The wallet stream is locked for the transaction, so concurrent
 * debits queue up and each decides on the balance the previous one left: never below zero.
 */
@CommandHandler(AdjustWalletCommand)
export class AdjustWalletHandler implements ICommandHandler<AdjustWalletCommand, AdjustWalletResult> {
  constructor(
    private readonly store: EventStore,
    private readonly users: UsersRepository,
  ) {}

  async execute(command: AdjustWalletCommand): Promise<AdjustWalletResult> {
    // Separation of duties: staff credit other people's wallets, never their own.
    if (command.actor.id === command.userId) throw new ForbiddenError('You cannot adjust your own wallet');
    if (!(await this.users.findById(command.userId))) throw new NotFoundError('User not found');
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.store.transaction((tx) => this.adjust(command, tx));
        if (!result.replayed) this.store.notifyAppended(result.append);
        return { balanceCents: result.balanceCents, position: result.append.lastPosition };
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private async adjust(command: AdjustWalletCommand, tx: Parameters<Parameters<EventStore['transaction']>[0]>[0]) {
    const streamId = walletStreamId(command.userId);
    await lockStreams(tx, [streamId]);
    const { events, currentVersion } = await this.store.readStream(streamId, { tx });
    const state = foldWallet(events as unknown as WalletEvent[]);
    const walletCommand: WalletCommand =
      command.direction === 'add'
        ? { type: 'CreditWallet', userId: command.userId, amountCents: command.amountCents, reason: command.reason }
        : { type: 'DebitWallet', userId: command.userId, amountCents: command.amountCents, reason: command.reason };

    const eventIds = command.idempotencyKey
      ? [deterministicUuid('wallet-adjust', command.userId, command.idempotencyKey)]
      : undefined;
    const replayed = eventIds ? events.find((e) => e.eventId === eventIds[0]) : undefined;
    if (replayed) {
      // Done before under this key: answer with the balance it left.
      const append = { lastPosition: replayed.globalPosition, transactionId: replayed.transactionId, positions: [replayed.globalPosition], streams: [], replayed: true };
      return { balanceCents: Number(replayed.data.balanceAfterCents), append, replayed: true };
    }

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
    const append = await this.store.append(
      { streamId, expectedVersion: currentVersion, events: decided.map((event, i) => ({ ...event, ...(eventIds?.[i] ? { eventId: eventIds[i] } : {}) })) },
      { tx, metadata: { actor: command.actor, reason: command.reason } },
    );
    return { balanceCents: decided[decided.length - 1]!.data.balanceAfterCents, append, replayed: false };
  }
}
