import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { rebuildProjection, reconcileProjection, type NewEvent } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { priceOrder } from '../../ordering/domain/order-pricing.js';
import { orderStreamId, type KeyRefunded, type KeysDelivered, type KeyReplaced, type OrderPlaced } from '../../ordering/domain/order.events.js';
import { projectionUnderTest } from '../../testing/projection-under-test.js';
import { orderHistoryProjection } from './order-history.projection.js';

function orderPlaced(orderId: string, userId: string): OrderPlaced {
  const price = priceOrder(
    [
      { gameId: 7, title: 'Frost Line', quantity: 2, priceCents: 1999, discountPercent: 0 },
      { gameId: 9, title: 'Cyber Punk', quantity: 1, priceCents: 5999, discountPercent: 20 },
    ],
    null,
  );
  return { type: 'OrderPlaced', data: { orderId, userId, ...price, paymentMethod: 'wallet', currency: 'USD', transactionId: `wallet-${orderId}` } };
}

const keysDelivered = (orderId: string, userId: string, deliveries: KeysDelivered['data']['deliveries']): KeysDelivered => ({
  type: 'KeysDelivered',
  data: { orderId, userId, deliveries },
});
const refunded = (orderId: string, userId: string, gameId: number, keyId: string, amountCents: number): KeyRefunded => ({
  type: 'KeyRefunded',
  data: { orderId, userId, gameId, title: 'T', keyId, refundId: randomUUID(), amountCents, method: 'wallet', paymentId: null, reason: 'r' },
});
const replaced = (orderId: string, userId: string, gameId: number, oldKeyId: string, newKeyId: string): KeyReplaced => ({
  type: 'KeyReplaced',
  data: { orderId, userId, gameId, title: 'T', oldKeyId, newKeyId, reason: 'r' },
});

for (const target of await testDatabaseTargets()) {
  describe(`order-history projection on ${target.name}`, () => {
    const under = projectionUnderTest(target, orderHistoryProjection);
    const ids = () => Array.from({ length: 6 }, () => randomUUID());

    const order = async (orderId: string) =>
      (await under.db.pool.query('SELECT status, total_cents, refunded_cents, keys_delivered, keys_refunded, lines FROM order_history WHERE order_id = $1', [orderId])).rows[0];
    const keys = async (orderId: string) =>
      (await under.db.pool.query('SELECT key_id, game_id, standing, used FROM order_history_keys WHERE order_id = $1 ORDER BY position, place', [orderId])).rows.map(
        (k) => [k.key_id, k.game_id, k.standing, k.used],
      );
    const totals = async () => (await under.db.pool.query('SELECT orders, gross_cents, refunded_cents, keys_delivered, keys_refunded FROM order_history_totals')).rows[0];
    const append = async (orderId: string, events: unknown[], expectedVersion: number | 'no_stream' = 'no_stream') => {
      const result = await under.store.append({ streamId: orderStreamId(orderId), expectedVersion, events: events as NewEvent[] });
      await under.runner.catchUpTo(result.lastPosition);
      return result.streams[0]!.nextExpectedVersion;
    };

    it('records an order with the keys delivered with it (one append, as a checkout writes them), and counts it in the totals', async () => {
      const [orderId, userId, k1, k2, k3] = ids() as [string, string, string, string, string];
      const placed = orderPlaced(orderId, userId);
      await append(orderId, [placed, keysDelivered(orderId, userId, [{ gameId: 7, keyIds: [k1, k2] }, { gameId: 9, keyIds: [k3] }])]);
      const row = await order(orderId);
      assert.equal(row.status, 'Completed');
      assert.equal(row.total_cents, placed.data.totalCents);
      assert.equal(row.keys_delivered, 3);
      assert.deepEqual(row.lines.map((line: { gameId: number; quantity: number }) => [line.gameId, line.quantity]), [[7, 2], [9, 1]]);
      assert.deepEqual(await keys(orderId), [[k1, 7, 'active', false], [k2, 7, 'active', false], [k3, 9, 'active', false]]);
      assert.deepEqual(await totals(), { orders: '1', gross_cents: String(placed.data.totalCents), refunded_cents: '0', keys_delivered: '3', keys_refunded: '0' });
    });

    it('follows reveals, refunds and replacements: Partially Refunded, then Refunded once no key is left in use', async () => {
      const [orderId, userId, k1, k2, k3, k4] = ids() as [string, string, string, string, string, string];
      const before = await totals();
      // Placed and delivered in one batch, the rest in later ones (a refund of an order of an earlier batch).
      let version = await append(orderId, [orderPlaced(orderId, userId), keysDelivered(orderId, userId, [{ gameId: 7, keyIds: [k1, k2] }, { gameId: 9, keyIds: [k3] }])]);
      version = await append(orderId, [{ type: 'KeyRevealed', data: { orderId, userId, gameId: 7, keyId: k1 } }, refunded(orderId, userId, 7, k2, 1999)], version);
      let row = await order(orderId);
      assert.deepEqual([row.status, row.refunded_cents, row.keys_refunded], ['Partially Refunded', 1999, 1]);

      // A replacement and the refund of the replacement itself in one batch: the new key is inserted before its standing changes.
      version = await append(orderId, [replaced(orderId, userId, 9, k3, k4), refunded(orderId, userId, 9, k4, 4799)], version);
      await append(orderId, [refunded(orderId, userId, 7, k1, 1999)], version);
      row = await order(orderId);
      assert.deepEqual([row.status, row.refunded_cents, row.keys_refunded, row.keys_delivered], ['Refunded', 1999 + 4799 + 1999, 3, 3]);
      assert.deepEqual(await keys(orderId), [
        [k1, 7, 'refunded', true],
        [k2, 7, 'refunded', true],
        [k3, 9, 'replaced', true],
        [k4, 9, 'refunded', true],
      ]);
      const after = await totals();
      assert.equal(Number(after.refunded_cents) - Number(before.refunded_cents), 1999 + 4799 + 1999);
      assert.equal(Number(after.keys_refunded) - Number(before.keys_refunded), 3);
      assert.equal(Number(after.keys_delivered) - Number(before.keys_delivered), 3, 'a replacement is not a further key sold to the order');
    });

    it('adds keys delivered in a later batch to the order placed in an earlier one', async () => {
      const [orderId, userId, k1, k2] = ids() as [string, string, string, string];
      const version = await append(orderId, [orderPlaced(orderId, userId)]);
      assert.equal((await order(orderId)).keys_delivered, 0);
      await append(orderId, [keysDelivered(orderId, userId, [{ gameId: 7, keyIds: [k1, k2] }])], version);
      assert.equal((await order(orderId)).keys_delivered, 2);
      assert.deepEqual((await keys(orderId)).map(([id]) => id), [k1, k2]);
    });

    it('shows a key waiting while its refund waits for a second admin: back to active when declined, refunded when approved; neither uses it', async () => {
      const [orderId, userId, k1, k2] = ids() as [string, string, string, string];
      let version = await append(orderId, [orderPlaced(orderId, userId), keysDelivered(orderId, userId, [{ gameId: 7, keyIds: [k1, k2] }])]);
      const request = (keyId: string, requestId: string) => ({
        type: 'RefundRequested',
        data: { requestId, orderId, userId, gameId: 7, title: 'T', keyId, amountCents: 1999, method: 'wallet', reason: 'r', requestedBy: 'admin-a' },
      });
      const [declinedId, approvedId] = [randomUUID(), randomUUID()];
      version = await append(orderId, [request(k1, declinedId), request(k2, approvedId)], version);
      assert.deepEqual(await keys(orderId), [[k1, 7, 'awaiting-approval', false], [k2, 7, 'awaiting-approval', false]]);
      assert.equal((await order(orderId)).status, 'Completed', 'a request moves no money');
      // The decline in one batch; the approval with its refund in the next.
      version = await append(orderId, [{ type: 'RefundDeclined', data: { requestId: declinedId, orderId, keyId: k1, reason: 'no' } }], version);
      await append(orderId, [{ type: 'RefundApproved', data: { requestId: approvedId, orderId, keyId: k2, reason: 'yes' } }, refunded(orderId, userId, 7, k2, 1999)], version);
      assert.deepEqual(await keys(orderId), [[k1, 7, 'active', false], [k2, 7, 'refunded', true]]);
      assert.equal((await order(orderId)).status, 'Partially Refunded');
    });

    it('gives the same rows when rebuilt from the log in one batch', async () => {
      assert.equal((await reconcileProjection(under.store, orderHistoryProjection)).ok, true);
      const snapshot = async () => ({
        orders: (await under.db.pool.query('SELECT * FROM order_history ORDER BY order_id')).rows,
        keys: (await under.db.pool.query('SELECT * FROM order_history_keys ORDER BY key_id')).rows,
        totals: await totals(),
      });
      const before = await snapshot();
      assert.equal(before.orders.length, 4);
      await rebuildProjection(under.store, orderHistoryProjection);
      assert.deepEqual(await snapshot(), before);
    });
  });
}
