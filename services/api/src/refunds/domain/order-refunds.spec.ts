import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OrderEvent } from '../../ordering/domain/order.events.js';
import { decideRefund, decideReplacement, foldOrder, orderStatus, RefundRuleError } from './order-refunds.js';

/** Two keys of game 1 at $10.00 and one of game 2 at $5.00, 8% tax, a $5.00 promo: $22.00 paid, split 8.80 / 8.80 / 4.40. */
const placed: OrderEvent[] = [
  {
    type: 'OrderPlaced',
    data: {
      orderId: 'o1',
      userId: 'u1',
      lines: [
        { gameId: 1, title: 'One', quantity: 2, priceCents: 1000, discountPercent: 0, unitPriceCents: 1000, lineTotalCents: 2000 },
        { gameId: 2, title: 'Two', quantity: 1, priceCents: 1000, discountPercent: 50, unitPriceCents: 500, lineTotalCents: 500 },
      ],
      subtotalCents: 2500,
      taxCents: 200,
      promoCode: 'FIVE',
      promoDiscountCents: 500,
      totalCents: 2200,
      paymentMethod: 'wallet',
      currency: 'USD',
      transactionId: 'w1',
    },
  },
  { type: 'KeysDelivered', data: { orderId: 'o1', userId: 'u1', deliveries: [{ gameId: 1, keyIds: ['a', 'b'] }, { gameId: 2, keyIds: ['c'] }] } },
];

const refund = (keyId: string, gameId = 1) => ({ gameId, keyId, refundId: `r-${keyId}`, reason: 'Did not work' });

/** given events, when a command, then an event (or a refusal of a kind, with its words). */
function given(events: OrderEvent[]) {
  const order = foldOrder(events);
  const refused = (kind: string, message: RegExp) => (error: unknown) => error instanceof RefundRuleError && error.kind === kind && message.test(error.message);
  return {
    whenRefunded: (command: ReturnType<typeof refund>) => ({
      then: (expected: OrderEvent) => assert.deepEqual(decideRefund(order, command), expected),
      thenRefused: (kind: string, message: RegExp) => assert.throws(() => decideRefund(order, command), refused(kind, message)),
    }),
    whenReplaced: (command: { gameId: number; keyId: string; newKeyId: string; reason: string }) => ({
      then: (expected: OrderEvent) => assert.deepEqual(decideReplacement(order, command), expected),
      thenRefused: (kind: string, message: RegExp) => assert.throws(() => decideReplacement(order, command), refused(kind, message)),
    }),
  };
}

const refunded = (keyId: string, amountCents: number, gameId = 1): OrderEvent => ({
  type: 'KeyRefunded',
  data: { orderId: 'o1', userId: 'u1', gameId, title: gameId === 1 ? 'One' : 'Two', keyId, refundId: `r-${keyId}`, amountCents, method: 'wallet', paymentId: null, reason: 'Did not work' },
});
const replaced = (oldKeyId: string, newKeyId: string, gameId = 1): OrderEvent => ({
  type: 'KeyReplaced',
  data: { orderId: 'o1', userId: 'u1', gameId, title: gameId === 1 ? 'One' : 'Two', oldKeyId, newKeyId, reason: 'Did not work' },
});

describe('refunding and replacing the keys of an order', () => {
  it('refunds a key what was paid for it: its price with its share of tax and promo', () => {
    given(placed).whenRefunded(refund('a')).then(refunded('a', 880));
    given(placed).whenRefunded(refund('c', 2)).then(refunded('c', 440, 2));
  });

  it('returns exactly what the order cost once every key is refunded, and the status follows', () => {
    const all = [...placed, refunded('a', 880), refunded('b', 880), refunded('c', 440, 2)];
    const order = foldOrder(all);
    assert.equal(order.refundedCents, order.totalCents);
    assert.equal(orderStatus(foldOrder(placed)), 'Completed');
    assert.equal(orderStatus(foldOrder([...placed, refunded('a', 880)])), 'Partially Refunded');
    assert.equal(orderStatus(order), 'Refunded');
  });

  it('refunds a key at most once, and never a replaced one; replaces a key at most once, and never a refunded one', () => {
    given([...placed, refunded('a', 880)]).whenRefunded(refund('a')).thenRefused('conflict', /^This key was already refunded$/);
    given([...placed, refunded('a', 880)]).whenReplaced({ gameId: 1, keyId: 'a', newKeyId: 'z', reason: 'x' }).thenRefused('conflict', /refunded and cannot be replaced/);
    given([...placed, replaced('a', 'z')]).whenRefunded(refund('a')).thenRefused('conflict', /replaced; refund its replacement instead/);
    given([...placed, replaced('a', 'z')]).whenReplaced({ gameId: 1, keyId: 'a', newKeyId: 'y', reason: 'x' }).thenRefused('conflict', /^This key was already replaced$/);
  });

  it('lets the replacement be refunded, for what the key it replaced cost', () => {
    given([...placed, replaced('a', 'z')]).whenRefunded(refund('z')).then(refunded('z', 880));
    assert.equal(orderStatus(foldOrder([...placed, replaced('a', 'z')])), 'Completed');
  });

  it('refuses a key that is not in the order, a key of another game, and an order that does not exist', () => {
    given(placed).whenRefunded(refund('nope')).thenRefused('not_found', /^This key is not in this order$/);
    given(placed).whenRefunded(refund('c', 1)).thenRefused('invalid', /not a key of game 1/);
    given([]).whenRefunded(refund('a')).thenRefused('not_found', /^Order not found$/);
    given(placed).whenReplaced({ gameId: 1, keyId: 'a', newKeyId: 'b', reason: 'x' }).thenRefused('conflict', /already in this order/);
  });

  it('refunds a card order by its payment', () => {
    const byCard: OrderEvent[] = [
      { ...placed[0]!, data: { ...(placed[0]!.data as object), paymentMethod: 'card', transactionId: 'pay_1' } } as OrderEvent,
      { type: 'PaymentCaptured', data: { orderId: 'o1', userId: 'u1', paymentId: 'pay_1', gateway: 'sandbox', amountCents: 2200, currency: 'USD', card: { brand: 'Visa', last4: '4242' } } },
      placed[1]!,
    ];
    const event = decideRefund(foldOrder(byCard), refund('b'));
    assert.deepEqual([event.data.method, event.data.paymentId, event.data.amountCents], ['card', 'pay_1', 880]);
  });

  it('counts a key as used once revealed, refunded or replaced (spec README 14)', () => {
    const order = foldOrder([...placed, { type: 'KeyRevealed', data: { orderId: 'o1', userId: 'u1', gameId: 1, keyId: 'a' } }, refunded('b', 880), replaced('c', 'd', 2)]);
    assert.deepEqual(
      [...order.keys].map(([id, key]) => [id, key.revealed]),
      [['a', true], ['b', true], ['c', true], ['d', false]],
    );
  });
});
