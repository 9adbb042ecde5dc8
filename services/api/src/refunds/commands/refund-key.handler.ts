import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, timeOrderedUuid, type AppendToStream } from '@keyledger/event-store';
import { toListingHttpError } from '../../catalogue/commands/listing-errors.js';
import { readListing } from '../../catalogue/commands/listing-stream.js';
import { decideListing } from '../../catalogue/domain/listing.decider.js';
import { listingStreamId } from '../../catalogue/domain/listing.events.js';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { decideWallet, foldWallet } from '../../wallet/domain/wallet.decider.js';
import { walletStreamId, type WalletEvent } from '../../wallet/domain/wallet.events.js';
import { decideRefund, foldOrder, orderStatus } from '../domain/order-refunds.js';
import type { KeyRefunded } from '../../ordering/domain/order.events.js';
import { readOrder } from './order-read.js';
import { RefundKeyCommand, type RefundResult } from './refund-commands.js';
import { toRefundHttpError } from './refund-errors.js';
import { withEventId } from './with-event-id.js';

/**
 * Refunds one key, in one transaction under the locks of the order, the game and (wallet orders)
 * the wallet: KeyRefunded on the order with what was paid for the key, KeyVoided on the game (and
 * the key revoked in the vault), WalletRefunded on the wallet. Concurrent refunds and replacements
 * of an order queue on its lock, and each decides on what the one before it left: a key is
 * refunded once. A card refund is recorded here and paid at the gateway from the log
 * (CardRefundSender). With an Idempotency-Key the refund's id and event ids derive from it, so a
 * retry that slips past the key's stored answer finds its own events.
 */
@CommandHandler(RefundKeyCommand)
export class RefundKeyHandler implements ICommandHandler<RefundKeyCommand, RefundResult> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
  ) {}

  async execute(command: RefundKeyCommand): Promise<RefundResult> {
    const refundId = command.idempotencyKey ? deterministicUuid('refund', command.orderId, command.idempotencyKey) : timeOrderedUuid();
    const eventId = (stream: string) => (command.idempotencyKey ? deterministicUuid('refund-event', refundId, stream) : undefined);
    try {
      // Whose order and how it was paid never change: known before the locks, so all are taken at once.
      const { order: placed } = await readOrder(this.store, command.orderId);
      const walletStream = placed.method === 'wallet' ? walletStreamId(placed.userId) : null;
      const streams = [`order-${command.orderId}`, listingStreamId(command.gameId), ...(walletStream ? [walletStream] : [])];
      const outcome = await this.store.lockedTransaction(streams, async (tx) => {
        const read = await readOrder(this.store, command.orderId, tx);
        const ownId = eventId(read.streamId);
        if (ownId && read.byEventId.has(ownId)) return { replayOf: ownId, order: read.order, events: read.events };
        const refunded = decideRefund(read.order, { gameId: command.gameId, keyId: command.keyId, refundId, reason: command.reason });
        const requests: AppendToStream[] = [{ streamId: read.streamId, expectedVersion: read.version, events: [withEventId(refunded, eventId(read.streamId))] }];

        const listing = await readListing(this.store, tx, command.gameId);
        const voided = decideListing({ type: 'VoidKey', gameId: command.gameId, keyId: command.keyId, orderId: command.orderId, because: 'refunded' }, listing.state);
        requests.push({ streamId: listing.streamId, expectedVersion: listing.version, events: voided.map((e) => withEventId(e, eventId(listing.streamId))) });
        await this.vault.revoke(tx, [command.keyId]);

        let walletBalanceCents: number | null = null;
        if (walletStream) {
          const wallet = await this.store.readStream(walletStream, { tx });
          const state = foldWallet(wallet.events as unknown as WalletEvent[]);
          walletBalanceCents = state.balanceCents;
          if (refunded.data.amountCents > 0) {
            const credited = decideWallet(
              { type: 'RefundToWallet', userId: read.order.userId, amountCents: refunded.data.amountCents, reason: command.reason, orderId: command.orderId, refundId },
              state,
            );
            walletBalanceCents = credited[0]!.data.balanceAfterCents;
            requests.push({ streamId: walletStream, expectedVersion: wallet.currentVersion, events: credited.map((e) => withEventId(e, eventId(walletStream))) });
          }
        }
        const append = await this.store.append(requests, { tx, metadata: { actor: command.actor, reason: command.reason } });
        return { append, refunded, walletBalanceCents, order: foldOrder([...read.events, refunded]) };
      });
      if ('replayOf' in outcome) {
        // Done before under this key (its answer was lost): answer it again from its event.
        const done = outcome.events!.find((e) => e.type === 'KeyRefunded' && e.data.refundId === refundId) as KeyRefunded;
        const { orderId, keyId, amountCents, method } = done.data;
        return { refundId, orderId, keyId, amountCents, method, walletBalanceCents: null, orderStatus: orderStatus(outcome.order), position: 0 };
      }
      this.store.notifyAppended(outcome.append);
      const { data } = outcome.refunded;
      return {
        refundId,
        orderId: data.orderId,
        keyId: data.keyId,
        amountCents: data.amountCents,
        method: data.method,
        walletBalanceCents: outcome.walletBalanceCents,
        orderStatus: orderStatus(outcome.order),
        position: outcome.append.lastPosition,
      };
    } catch (error) {
      throw toRefundHttpError(toListingHttpError(error));
    }
  }
}

/** The event with a given id (deterministic, for idempotent retries), or as it is. */
