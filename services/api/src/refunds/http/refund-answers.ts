import { centsToDollars } from '../../common/money/money.js';
import type { RefundRequestResult, RefundResult } from '../commands/refund-commands.js';

/** A refund made (directly or by approval) as the API answers it: the amount, and the wallet's balance for wallet orders. */
export function refundedData(refunded: RefundResult) {
  return {
    refundId: refunded.refundId,
    orderId: refunded.orderId,
    keyId: refunded.keyId,
    amount: centsToDollars(refunded.amountCents),
    method: refunded.method,
    ...(refunded.walletBalanceCents === null ? {} : { wallet: { balance: centsToDollars(refunded.walletBalanceCents) } }),
    orderStatus: refunded.orderStatus,
  };
}

/** A refund above the approval threshold, recorded as requested (202). */
export function requestedAnswer(requested: RefundRequestResult) {
  return {
    success: true as const,
    message: 'Refund waiting for a second admin’s approval',
    data: { requestId: requested.requestId, orderId: requested.orderId, keyId: requested.keyId, amount: centsToDollars(requested.amountCents), status: 'awaiting-approval' as const },
    position: requested.position,
  };
}
