import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { toListingHttpError } from '../../catalogue/commands/listing-errors.js';
import { listingStreamId } from '../../catalogue/domain/listing.events.js';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { REFUND_DECISION_VERSION, type KeyRefunded } from '../../ordering/domain/order.events.js';
import { walletStreamId } from '../../wallet/domain/wallet.events.js';
import { foldOrder } from '../domain/order-refunds.js';
import { decideApproval } from '../domain/refund-approval.js';
import { readOrder } from './order-read.js';
import { ApproveRefundCommand, type RefundResult } from './refund-commands.js';
import { toRefundHttpError } from './refund-errors.js';
import { payRefund, refundResultOf } from './refund-payment.js';
import { refundRequestTarget } from './refund-request-lookup.js';
import { withEventId } from './with-event-id.js';

/**
 * A second admin approves a waiting refund: under the same locks as a refund (order, game, wallet)
 * and in one transaction, RefundApproved (with the approver's reason) and KeyRefunded (refundId = the request's id) on the
 * order, KeyVoided on the game, WalletRefunded on the wallet; a card refund is paid from the log
 * as any other. Concurrent approvals queue on the order's lock and the first decides: the others
 * find the request decided (409), so it is paid once. With an Idempotency-Key the event ids derive
 * from it, so a retry whose answer was lost finds its own events.
 */
@CommandHandler(ApproveRefundCommand)
export class ApproveRefundHandler implements ICommandHandler<ApproveRefundCommand, RefundResult> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
  ) {}

  async execute(command: ApproveRefundCommand): Promise<RefundResult> {
    const { requestId } = command;
    const eventId = (stream: string) => (command.idempotencyKey ? deterministicUuid('approval-event', requestId, command.idempotencyKey, stream) : undefined);
    try {
      const { orderId, gameId } = await refundRequestTarget(this.store, requestId);
      const { order: placed } = await readOrder(this.store, orderId);
      const walletStream = placed.method === 'wallet' ? walletStreamId(placed.userId) : null;
      const streams = [`order-${orderId}`, listingStreamId(gameId), ...(walletStream ? [walletStream] : [])];
      const outcome = await this.store.lockedTransaction(streams, async (tx) => {
        const read = await readOrder(this.store, orderId, tx);
        const ownId = eventId(read.streamId);
        if (ownId && read.byEventId.has(ownId)) {
          // Approved before under this key (its answer was lost): answer it again from its refund.
          const done = read.events.find((e): e is KeyRefunded => e.type === 'KeyRefunded' && e.data.refundId === requestId)!;
          return { done, walletBalanceCents: null, order: read.order, appends: [] };
        }
        const [approved, refunded] = decideApproval(read.order, { requestId, approverId: command.actor.id, reason: command.reason });
        const paid = await payRefund(this.store, this.vault, tx, refunded, walletStream, eventId);
        // The approval carries the approver's reason; the refund itself, the reason it was asked for (as a direct refund does).
        const decision = await this.store.append(
          { streamId: read.streamId, expectedVersion: read.version, events: [{ ...withEventId(approved, ownId), schemaVersion: REFUND_DECISION_VERSION }] },
          { tx, metadata: { actor: command.actor, reason: command.reason } },
        );
        const append = await this.store.append(
          [{ streamId: read.streamId, expectedVersion: read.version + 1, events: [withEventId(refunded, eventId(`${read.streamId}:refund`))] }, ...paid.requests],
          { tx, metadata: { actor: command.actor, reason: refunded.data.reason } },
        );
        return { done: refunded, walletBalanceCents: paid.walletBalanceCents, order: foldOrder([...read.events, approved, refunded]), appends: [decision, append] };
      });
      for (const append of outcome.appends) this.store.notifyAppended(append);
      return refundResultOf(outcome.done, outcome.walletBalanceCents, outcome.order, outcome.appends.at(-1)?.lastPosition ?? 0);
    } catch (error) {
      throw toRefundHttpError(toListingHttpError(error));
    }
  }
}
