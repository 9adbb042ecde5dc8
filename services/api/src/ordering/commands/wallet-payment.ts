import type { Queryable, StreamRead } from '@keyledger/event-store';
import { ConflictError } from '../../common/app-errors.js';
import { decideWallet, walletStateAfter } from '../../wallet/domain/wallet.decider.js';
import { walletStreamId, type WalletEvent } from '../../wallet/domain/wallet.events.js';
import { insufficientFundsMessage } from '../domain/checkout-errors.js';
import type { OrderPrice } from '../domain/order-pricing.js';
import type { OrderPayment, Settlement } from './order-placement.js';

/**
 * Paying from the wallet, in the order's transaction: the balance must cover the total
 * (the spec's words otherwise), and WalletDebited is appended with the order (nothing for a free order).
 */
export function walletPayment(userId: string, orderId: string): OrderPayment {
  const streamId = walletStreamId(userId);
  return {
    // Every wallet event carries the balance after it: the last one is the wallet's state.
    reads: [{ streamId, lastOnly: true }],
    async settle(_tx: Queryable, price: OrderPrice, reads: ReadonlyMap<string, StreamRead>): Promise<Settlement> {
      const wallet = reads.get(streamId)!;
      const balanceCents = walletStateAfter(wallet.events.at(-1) as unknown as WalletEvent | undefined).balanceCents;
      if (balanceCents < price.totalCents) throw new ConflictError(insufficientFundsMessage(balanceCents, price.totalCents));
      const debited = price.totalCents > 0
        ? decideWallet({ type: 'DebitWallet', userId, amountCents: price.totalCents, reason: `Order ${orderId}`, orderId }, { balanceCents })
        : [];
      return {
        paymentMethod: 'wallet',
        transactionId: `wallet-${orderId}`,
        orderEvents: [],
        appends: debited.length > 0 ? [{ streamId, expectedVersion: wallet.currentVersion, events: debited }] : [],
        walletBalanceCents: balanceCents - (debited.length > 0 ? price.totalCents : 0),
      };
    },
  };
}
