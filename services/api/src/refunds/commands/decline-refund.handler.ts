import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { REFUND_DECISION_VERSION, type RefundDeclined } from '../../ordering/domain/order.events.js';
import { decideDecline } from '../domain/refund-approval.js';
import { readOrder } from './order-read.js';
import { DeclineRefundCommand, type RefundDeclineResult } from './refund-commands.js';
import { toRefundHttpError } from './refund-errors.js';
import { refundRequestTarget } from './refund-request-lookup.js';
import { withEventId } from './with-event-id.js';

/**
 * A second admin declines a waiting refund, under the order's lock (so an approval and a decline
 * sent at once cannot both win): RefundDeclined on the order, nothing paid, the key still
 * delivered and free to be refunded or requested again.
 */
@CommandHandler(DeclineRefundCommand)
export class DeclineRefundHandler implements ICommandHandler<DeclineRefundCommand, RefundDeclineResult> {
  constructor(private readonly store: EventStore) {}

  async execute(command: DeclineRefundCommand): Promise<RefundDeclineResult> {
    const { requestId } = command;
    const ownId = command.idempotencyKey ? deterministicUuid('decline-event', requestId, command.idempotencyKey) : undefined;
    try {
      const { orderId } = await refundRequestTarget(this.store, requestId);
      const outcome = await this.store.lockedTransaction([`order-${orderId}`], async (tx) => {
        const read = await readOrder(this.store, orderId, tx);
        const before = ownId ? read.byEventId.get(ownId) : undefined;
        if (before) return { declined: before as RefundDeclined, append: null };
        const declined = decideDecline(read.order, { requestId, declinerId: command.actor.id, reason: command.reason });
        const append = await this.store.append(
          { streamId: read.streamId, expectedVersion: read.version, events: [{ ...withEventId(declined, ownId), schemaVersion: REFUND_DECISION_VERSION }] },
          { tx, metadata: { actor: command.actor, reason: command.reason } },
        );
        return { declined, append };
      });
      if (outcome.append) this.store.notifyAppended(outcome.append);
      const { data } = outcome.declined;
      return { requestId, orderId: data.orderId, keyId: data.keyId, position: outcome.append?.lastPosition ?? 0 };
    } catch (error) {
      throw toRefundHttpError(error);
    }
  }
}
