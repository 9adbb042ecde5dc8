import type { KeyRefunded, RefundApproved, RefundDeclined, RefundRequested } from '../../ordering/domain/order.events.js';
import { refundableKey, RefundRuleError, type RefundableOrder, type RefundRequest } from './order-refunds.js';

/** Whether refunding `amountCents` needs a second admin: strictly above the threshold (REFUND_APPROVAL_THRESHOLD). */
export function needsApproval(amountCents: number, thresholdCents: number): boolean {
  return amountCents > thresholdCents;
}

/** Asks for a refund of one key that waits for a second admin: what would be paid, and who asked. */
export function decideRefundRequest(
  order: RefundableOrder,
  command: { gameId: number; keyId: string; requestId: string; reason: string; requestedBy: string },
): RefundRequested {
  const key = refundableKey(order, command.gameId, command.keyId);
  return {
    type: 'RefundRequested',
    data: {
      requestId: command.requestId,
      orderId: order.orderId,
      userId: order.userId,
      gameId: command.gameId,
      title: order.titles.get(command.gameId) ?? '',
      keyId: command.keyId,
      amountCents: key.paidCents,
      method: order.method,
      reason: command.reason,
      requestedBy: command.requestedBy,
    },
  };
}

/** The request, still waiting; else why it cannot be decided. Who decides is checked before whether it still can be. */
function waitingRequest(order: RefundableOrder, requestId: string, check: (request: RefundRequest) => void): RefundRequest {
  const request = order.requests.get(requestId);
  if (!order.exists || !request) throw new RefundRuleError('Refund request not found', 'not_found');
  check(request);
  if (request.decision !== null) throw new RefundRuleError('This refund request was already decided', 'conflict');
  return request;
}

/**
 * A second admin approves a waiting refund: RefundApproved, then the refund itself as a direct
 * refund makes it (KeyRefunded with the request's id as refundId, for the amount and reason asked).
 * Nobody approves their own request, nor a refund of their own order.
 */
export function decideApproval(order: RefundableOrder, command: { requestId: string; approverId: string; reason: string }): [RefundApproved, KeyRefunded] {
  const request = waitingRequest(order, command.requestId, (asked) => {
    if (asked.requestedBy === command.approverId) throw new RefundRuleError('You cannot approve a refund you requested', 'forbidden');
    if (order.userId === command.approverId) throw new RefundRuleError('You cannot approve a refund of your own order', 'forbidden');
  });
  return [
    { type: 'RefundApproved', data: { requestId: request.requestId, orderId: order.orderId, userId: order.userId, keyId: request.keyId, reason: command.reason } },
    {
      type: 'KeyRefunded',
      data: {
        orderId: order.orderId,
        userId: order.userId,
        gameId: request.gameId,
        title: order.titles.get(request.gameId) ?? '',
        keyId: request.keyId,
        refundId: request.requestId,
        amountCents: request.amountCents,
        method: order.method,
        paymentId: order.paymentId,
        reason: request.reason,
      },
    },
  ];
}

/** A second admin declines a waiting refund: nothing is paid, and the key may be asked for again. */
export function decideDecline(order: RefundableOrder, command: { requestId: string; declinerId: string; reason: string }): RefundDeclined {
  const request = waitingRequest(order, command.requestId, (asked) => {
    if (asked.requestedBy === command.declinerId) throw new RefundRuleError('You cannot decline a refund you requested', 'forbidden');
  });
  return { type: 'RefundDeclined', data: { requestId: request.requestId, orderId: order.orderId, userId: order.userId, keyId: request.keyId, reason: command.reason } };
}
