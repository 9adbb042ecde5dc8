import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { rebuildProjection, reconcileProjection, type NewEvent } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { projectionUnderTest } from '../../testing/projection-under-test.js';
import { priceOrder } from '../domain/order-pricing.js';
import { orderStreamId, type KeysDelivered, type OrderPlaced } from '../domain/order.events.js';
import { purchasesProjection } from './purchases.projection.js';

function orderPlaced(orderId: string, userId: string): OrderPlaced {
  const price = priceOrder(
    [
      { gameId: 7, title: 'Frost Line', quantity: 2, priceCents: 1999, discountPercent: 0 },
      { gameId: 9, title: 'Cyber Punk', quantity: 1, priceCents: 5999, discountPercent: 20 },
    ],
    null,
  );
  return { type: 'OrderPlaced', data: { orderId, userId, ...price, paymentMethod: 'wallet', transactionId: `wallet-${orderId}` } };
}

const keysDelivered = (orderId: string, userId: string, deliveries: KeysDelivered['data']['deliveries']): KeysDelivered => ({
  type: 'KeysDelivered',
  data: { orderId, userId, deliveries },
});

for (const target of await testDatabaseTargets()) {
  describe(`purchases projection on ${target.name}`, () => {
    const under = projectionUnderTest(target, purchasesProjection);

    const row = async (orderId: string) =>
      (await under.db.pool.query('SELECT status, subtotal_cents, total_cents, payment_method, lines, key_ids FROM purchases WHERE order_id = $1', [orderId])).rows[0];

    it('records an order with the keys delivered with it (one append, as a checkout writes them)', async () => {
      const [orderId, userId] = [randomUUID(), randomUUID()];
      const placed = orderPlaced(orderId, userId);
      const result = await under.store.append({
        streamId: orderStreamId(orderId),
        expectedVersion: 'no_stream',
        events: [placed, keysDelivered(orderId, userId, [{ gameId: 7, keyIds: ['k1', 'k2'] }, { gameId: 9, keyIds: ['k3'] }])] as NewEvent[],
      });
      await under.runner.catchUpTo(result.lastPosition);
      const purchase = await row(orderId);
      assert.equal(purchase.status, 'Completed');
      assert.equal(purchase.total_cents, placed.data.totalCents);
      assert.deepEqual(purchase.lines.map((line: { gameId: number; quantity: number }) => [line.gameId, line.quantity]), [[7, 2], [9, 1]]);
      assert.deepEqual(purchase.key_ids, { 7: ['k1', 'k2'], 9: ['k3'] });
    });

    it('adds keys delivered in a later batch to the order placed in an earlier one', async () => {
      const [orderId, userId] = [randomUUID(), randomUUID()];
      const streamId = orderStreamId(orderId);
      const first = await under.store.append({ streamId, expectedVersion: 'no_stream', events: [orderPlaced(orderId, userId)] as NewEvent[] });
      await under.runner.catchUpTo(first.lastPosition);
      assert.deepEqual((await row(orderId)).key_ids, {});

      const second = await under.store.append({
        streamId,
        expectedVersion: first.streams[0]!.nextExpectedVersion,
        events: [keysDelivered(orderId, userId, [{ gameId: 7, keyIds: ['k4', 'k5'] }, { gameId: 9, keyIds: ['k6'] }])] as NewEvent[],
      });
      await under.runner.catchUpTo(second.lastPosition);
      assert.deepEqual((await row(orderId)).key_ids, { 7: ['k4', 'k5'], 9: ['k6'] });
    });

    it('gives the same rows when rebuilt from the log in one batch', async () => {
      assert.equal((await reconcileProjection(under.store, purchasesProjection)).ok, true);
      const before = (await under.db.pool.query('SELECT * FROM purchases ORDER BY order_id')).rows;
      assert.equal(before.length, 2);
      await rebuildProjection(under.store, purchasesProjection);
      assert.deepEqual((await under.db.pool.query('SELECT * FROM purchases ORDER BY order_id')).rows, before);
    });
  });
}
