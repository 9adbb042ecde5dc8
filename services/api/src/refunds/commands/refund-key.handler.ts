import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, timeOrderedUuid, type Queryable } from '@keyledger/event-store';
import { toListingHttpError } from '../../catalogue/commands/listing-errors.js';
import { listingStreamId } from '../../catalogue/domain/listing.events.js';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { walletStreamId } from '../../wallet/domain/wallet.events.js';
import { decideRefund, foldOrder, refundableKey } from '../domain/order-refunds.js';
import { decideRefundRequest, needsApproval } from '../domain/refund-approval.js';
import type { KeyRefunded, RefundRequested } from '../../ordering/domain/order.events.js';
import { readOrder } from './order-read.js';
import { RefundKeyCommand, type RefundRequestResult, type RefundResult } from './refund-commands.js';
import { toRefundHttpError } from './refund-errors.js';
import { payRefund, refundResultOf } from './refund-payment.js';
import { withEventId } from './with-event-id.js';

/**
 * Refunds one key, in one transaction under the locks of the order, the game and (wallet orders)
 * the wallet: KeyRefunded on the order with what was paid for the key, KeyVoided on the game (and
 * the key revoked in the vault), WalletRefunded on the wallet. Concurrent refunds and replacements
 * of an order queue on its lock, and each decides on what the one before it left: a key is
 * refunded once. A card refund is recorded here and paid at the gateway from the log
 * (CardRefundSender). With an Idempotency-Key the refund's id and event ids derive from it, so a
 * retry that slips past the key's stored answer finds its own events.
 *
 * A key whose amount is above REFUND_APPROVAL_THRESHOLD is not paid here: RefundRequested goes on
 * the order and the refund waits for a second admin (ApproveRefundHandler), under the same id.
 */
@CommandHandler(RefundKeyCommand)
export class RefundKeyHandler implements ICommandHandler<RefundKeyCommand, RefundResult | RefundRequestResult> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: RefundKeyCommand): Promise<RefundResult | RefundRequestResult> {
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
        if (ownId && read.byEventId.has(ownId)) return { kind: 'replay' as const, done: read.byEventId.get(ownId)! as KeyRefunded | RefundRequested, order: read.order };
        const key = refundableKey(read.order, command.gameId, command.keyId);
        if (needsApproval(key.paidCents, this.config.refundApprovalThresholdCents)) {
          const requested = decideRefundRequest(read.order, { gameId: command.gameId, keyId: command.keyId, requestId: refundId, reason: command.reason, requestedBy: command.actor.id });
          await recordRequest(tx, requested);
          const append = await this.store.append(
            { streamId: read.streamId, expectedVersion: read.version, events: [withEventId(requested, ownId)] },
            { tx, metadata: { actor: command.actor, reason: command.reason } },
          );
          return { kind: 'requested' as const, append, requested };
        }
        const refunded = decideRefund(read.order, { gameId: command.gameId, keyId: command.keyId, refundId, reason: command.reason });
        const paid = await payRefund(this.store, this.vault, tx, refunded, walletStream, eventId);
        const append = await this.store.append(
          [{ streamId: read.streamId, expectedVersion: read.version, events: [withEventId(refunded, ownId)] }, ...paid.requests],
          { tx, metadata: { actor: command.actor, reason: command.reason } },
        );
        return { kind: 'refunded' as const, append, refunded, walletBalanceCents: paid.walletBalanceCents, order: foldOrder([...read.events, refunded]) };
      });
      if (outcome.kind === 'replay') {
        // Done before under this key (its answer was lost): answer it again from its event.
        const { done } = outcome;
        if (done.type === 'RefundRequested') return requestResult(done, 0);
        return refundResultOf(done, null, outcome.order, 0);
      }
      this.store.notifyAppended(outcome.append);
      if (outcome.kind === 'requested') return requestResult(outcome.requested, outcome.append.lastPosition);
      return refundResultOf(outcome.refunded, outcome.walletBalanceCents, outcome.order, outcome.append.lastPosition);
    } catch (error) {
      throw toRefundHttpError(toListingHttpError(error));
    }
  }
}

const requestResult = ({ data }: RefundRequested, position: number): RefundRequestResult => ({
  kind: 'requested',
  requestId: data.requestId,
  orderId: data.orderId,
  keyId: data.keyId,
  amountCents: data.amountCents,
  position,
});

/** Which order and game the request is about (refund_request_orders), in the request's transaction. */
async function recordRequest(tx: Queryable, { data }: RefundRequested): Promise<void> {
  await tx.query('INSERT INTO refund_request_orders (request_id, order_id, game_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [data.requestId, data.orderId, data.gameId]);
}
