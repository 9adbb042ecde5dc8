import type { AppendToStream, EventStore, Queryable } from '@keyledger/event-store';
import { readListing } from '../../catalogue/commands/listing-stream.js';
import { decideListing } from '../../catalogue/domain/listing.decider.js';
import type { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import type { KeyRefunded } from '../../ordering/domain/order.events.js';
import { orderStatus, type RefundableOrder } from '../domain/order-refunds.js';
import type { RefundResult } from './refund-commands.js';
import { decideWallet, foldWallet } from '../../wallet/domain/wallet.decider.js';
import type { WalletEvent } from '../../wallet/domain/wallet.events.js';
import { withEventId } from './with-event-id.js';

export interface RefundPayment {
  /** KeyVoided on the game and (wallet orders) WalletRefunded on the wallet, with the versions read. */
  requests: AppendToStream[];
  /** The wallet's balance after the credit (wallet orders). */
  walletBalanceCents: number | null;
}

/**
 * What a decided KeyRefunded moves besides the order, in the caller's transaction under the
 * order's, the game's and (wallet orders) the wallet's locks: the key voided on its game and
 * revoked in the vault, and the wallet credited. A direct refund and an approved request pay
 * through here alike; card refunds are paid from the log (CardRefunds).
 */
export async function payRefund(
  store: EventStore,
  vault: KeyVault,
  tx: Queryable,
  refunded: KeyRefunded,
  walletStream: string | null,
  eventId: (stream: string) => string | undefined,
): Promise<RefundPayment> {
  const { orderId, userId, gameId, keyId, amountCents, refundId, reason } = refunded.data;
  const listing = await readListing(store, tx, gameId);
  const voided = decideListing({ type: 'VoidKey', gameId, keyId, orderId, because: 'refunded' }, listing.state);
  const requests: AppendToStream[] = [{ streamId: listing.streamId, expectedVersion: listing.version, events: voided.map((e) => withEventId(e, eventId(listing.streamId))) }];
  await vault.revoke(tx, [keyId]);

  let walletBalanceCents: number | null = null;
  if (walletStream) {
    const wallet = await store.readStream(walletStream, { tx });
    const state = foldWallet(wallet.events as unknown as WalletEvent[]);
    walletBalanceCents = state.balanceCents;
    if (amountCents > 0) {
      const credited = decideWallet({ type: 'RefundToWallet', userId, amountCents, reason, orderId, refundId }, state);
      walletBalanceCents = credited[0]!.data.balanceAfterCents;
      requests.push({ streamId: walletStream, expectedVersion: wallet.currentVersion, events: credited.map((e) => withEventId(e, eventId(walletStream))) });
    }
  }
  return { requests, walletBalanceCents };
}

/** A refund made, as its command answers it: the order as it stands after it, the log position written (0 for a replay). */
export function refundResultOf({ data }: KeyRefunded, walletBalanceCents: number | null, order: RefundableOrder, position: number): RefundResult {
  const { refundId, orderId, keyId, amountCents, method } = data;
  return { kind: 'refunded', refundId, orderId, keyId, amountCents, method, walletBalanceCents, orderStatus: orderStatus(order), position };
}
