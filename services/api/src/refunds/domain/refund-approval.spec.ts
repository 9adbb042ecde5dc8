import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OrderEvent } from '../../ordering/domain/order.events.js';
import { decideRefund, decideReplacement, foldOrder, RefundRuleError } from './order-refunds.js';
import { decideApproval, decideDecline, decideRefundRequest, needsApproval } from './refund-approval.js';

/** One key of game 1 bought for $150.00 by shopper u1 with the wallet. */
const placed: OrderEvent[] = [
  {
    type: 'OrderPlaced',
    data: {
      orderId: 'o1',
      userId: 'u1',
      lines: [{ gameId: 1, title: 'One', quantity: 1, priceCents: 15000, discountPercent: 0, unitPriceCents: 15000, lineTotalCents: 15000 }],
      subtotalCents: 15000,
      taxCents: 0,
      promoCode: null,
      promoDiscountCents: 0,
      totalCents: 15000,
      paymentMethod: 'wallet',
      currency: 'USD',
      transactionId: 'w1',
    },
  },
  { type: 'KeysDelivered', data: { orderId: 'o1', userId: 'u1', deliveries: [{ gameId: 1, keyIds: ['a'] }] } },
];
const requested: OrderEvent = {
  type: 'RefundRequested',
  data: { requestId: 'q1', orderId: 'o1', userId: 'u1', gameId: 1, title: 'One', keyId: 'a', amountCents: 15000, method: 'wallet', reason: 'Did not work', requestedBy: 'admin-a' },
};
const declined: OrderEvent = { type: 'RefundDeclined', data: { requestId: 'q1', orderId: 'o1', userId: 'u1', keyId: 'a', reason: 'Key works' } };
const refused = (kind: string, message: string) => (error: unknown) => error instanceof RefundRuleError && error.kind === kind && error.message === message;

describe('refund approval (given events, when a command, then events or a refusal)', () => {
  it('needs approval strictly above the threshold', () => {
    assert.deepEqual([needsApproval(9999, 10000), needsApproval(10000, 10000), needsApproval(10001, 10000), needsApproval(1, 0), needsApproval(0, 0)], [false, false, true, true, false]);
  });

  it('given a delivered key, a request records what would be paid and who asked', () => {
    assert.deepEqual(decideRefundRequest(foldOrder(placed), { gameId: 1, keyId: 'a', requestId: 'q1', reason: 'Did not work', requestedBy: 'admin-a' }), requested);
  });

  it('given a waiting request, the key cannot be refunded, replaced or requested again', () => {
    const order = foldOrder([...placed, requested]);
    const waiting = refused('conflict', 'A refund of this key is waiting for approval');
    assert.throws(() => decideRefund(order, { gameId: 1, keyId: 'a', refundId: 'r', reason: '' }), waiting);
    assert.throws(() => decideReplacement(order, { gameId: 1, keyId: 'a', newKeyId: 'n', reason: '' }), waiting);
    assert.throws(() => decideRefundRequest(order, { gameId: 1, keyId: 'a', requestId: 'q2', reason: '', requestedBy: 'admin-b' }), waiting);
  });

  it('given a waiting request, another admin approves: RefundApproved, then KeyRefunded with the request as refund', () => {
    assert.deepEqual(decideApproval(foldOrder([...placed, requested]), { requestId: 'q1', approverId: 'admin-b', reason: 'Checked' }), [
      { type: 'RefundApproved', data: { requestId: 'q1', orderId: 'o1', userId: 'u1', keyId: 'a', reason: 'Checked' } },
      { type: 'KeyRefunded', data: { orderId: 'o1', userId: 'u1', gameId: 1, title: 'One', keyId: 'a', refundId: 'q1', amountCents: 15000, method: 'wallet', paymentId: null, reason: 'Did not work' } },
    ]);
  });

  it('refuses the requester, the buyer, a decided request and an unknown one', () => {
    const order = foldOrder([...placed, requested]);
    assert.throws(() => decideApproval(order, { requestId: 'q1', approverId: 'admin-a', reason: '' }), refused('forbidden', 'You cannot approve a refund you requested'));
    assert.throws(() => decideApproval(order, { requestId: 'q1', approverId: 'u1', reason: '' }), refused('forbidden', 'You cannot approve a refund of your own order'));
    assert.throws(() => decideDecline(order, { requestId: 'q1', declinerId: 'admin-a', reason: 'x' }), refused('forbidden', 'You cannot decline a refund you requested'));
    assert.throws(() => decideApproval(order, { requestId: 'q9', approverId: 'admin-b', reason: '' }), refused('not_found', 'Refund request not found'));
    const decided = foldOrder([...placed, requested, declined]);
    assert.throws(() => decideApproval(decided, { requestId: 'q1', approverId: 'admin-b', reason: '' }), refused('conflict', 'This refund request was already decided'));
    assert.throws(() => decideDecline(decided, { requestId: 'q1', declinerId: 'admin-b', reason: 'x' }), refused('conflict', 'This refund request was already decided'));
  });

  it('given a declined request, the key stays delivered and can be asked for again', () => {
    assert.deepEqual(decideDecline(foldOrder([...placed, requested]), { requestId: 'q1', declinerId: 'admin-b', reason: 'Key works' }), declined);
    const order = foldOrder([...placed, requested, declined]);
    assert.equal(order.keys.get('a')!.standing, 'active');
    assert.equal(order.refundedCents, 0);
    assert.equal(decideRefundRequest(order, { gameId: 1, keyId: 'a', requestId: 'q2', reason: 'Again', requestedBy: 'admin-a' }).data.requestId, 'q2');
  });
});
