import type { WalletCommand } from './wallet.commands.js';
import type { WalletEvent } from './wallet.events.js';

export interface WalletState {
  balanceCents: number;
}

/** A debit larger than the balance: the wallet never goes below zero. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly balanceCents: number,
    readonly requiredCents: number,
  ) {
    super(`Wallet balance ${balanceCents} is less than ${requiredCents}`);
    this.name = 'InsufficientFundsError';
  }
}

export class InvalidWalletAmountError extends Error {}

export const initialWalletState = (): WalletState => ({ balanceCents: 0 });

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'WalletCredited':
    case 'WalletRefunded':
      return { balanceCents: state.balanceCents + event.data.amountCents };
    case 'WalletDebited':
      return { balanceCents: state.balanceCents - event.data.amountCents };
  }
}

/** The wallet's state from its last event alone: every wallet event carries the balance after it. */
export const walletStateAfter = (last: WalletEvent | undefined): WalletState => ({ balanceCents: last?.data.balanceAfterCents ?? 0 });

export function decideWallet(command: WalletCommand, state: WalletState): WalletEvent[] {
  if (!Number.isSafeInteger(command.amountCents) || command.amountCents <= 0) {
    throw new InvalidWalletAmountError('Amount must be a positive number of cents');
  }
  const { userId, amountCents, reason } = command;
  switch (command.type) {
    case 'CreditWallet':
      return [{ type: 'WalletCredited', data: { userId, amountCents, reason, balanceAfterCents: state.balanceCents + amountCents } }];
    case 'RefundToWallet':
      return [
        {
          type: 'WalletRefunded',
          data: { userId, amountCents, reason, orderId: command.orderId, ...(command.refundId ? { refundId: command.refundId } : {}), balanceAfterCents: state.balanceCents + amountCents },
        },
      ];
    case 'DebitWallet': {
      if (state.balanceCents < amountCents) throw new InsufficientFundsError(state.balanceCents, amountCents);
      return [
        {
          type: 'WalletDebited',
          data: { userId, amountCents, reason, ...(command.orderId ? { orderId: command.orderId } : {}), balanceAfterCents: state.balanceCents - amountCents },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown wallet command ${JSON.stringify(unknown)}`);
    }
  }
}

export const foldWallet = (events: readonly WalletEvent[]): WalletState => events.reduce(evolveWallet, initialWalletState());
