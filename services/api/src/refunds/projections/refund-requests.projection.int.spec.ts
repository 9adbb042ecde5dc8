import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { rebuildProjection, reconcileProjection, type NewEvent } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { orderStreamId, type RefundRequested } from '../../ordering/domain/order.events.js';
import { projectionUnderTest } from '../../testing/projection-under-test.js';
import { refundRequestsProjection } from './refund-requests.projection.js';

const requested = (orderId: string, requestId: string, keyId: string): RefundRequested => ({
  type: 'RefundRequested',
  data: { requestId, orderId, userId: 'u1', gameId: 7, title: 'Frost Line', keyId, amountCents: 150_00, method: 'wallet', reason: 'Wrong game', requestedBy: 'admin-a' },
});
const decided = (type: 'RefundApproved' | 'RefundDeclined', orderId: string, requestId: string, keyId: string) => ({ type, data: { requestId, orderId, keyId, reason: 'r' } });

for (const target of await testDatabaseTargets()) {
  describe(`refund-requests projection on ${target.name}`, () => {
    const under = projectionUnderTest(target, refundRequestsProjection);
    const waiting = async () => (await under.db.pool.query('SELECT request_id, key_id, amount_cents, requested_by FROM refund_requests ORDER BY position')).rows.map((r) => [r.request_id, r.key_id]);
    const append = async (orderId: string, events: unknown[], expectedVersion: number | 'no_stream') => {
      const result = await under.store.append({ streamId: orderStreamId(orderId), expectedVersion, events: events as NewEvent[] });
      await under.runner.catchUpTo(result.lastPosition);
      return result.streams[0]!.nextExpectedVersion;
    };

    it('lists each request, oldest first, until it is approved or declined, in whatever batches they come', async () => {
      const orderId = randomUUID();
      const [q1, q2, q3, q4] = Array.from({ length: 4 }, () => randomUUID()) as [string, string, string, string];
      const [k1, k2, k3] = Array.from({ length: 3 }, () => randomUUID()) as [string, string, string];
      let version = await append(orderId, [requested(orderId, q1, k1), requested(orderId, q2, k2)], 'no_stream');
      assert.deepEqual(await waiting(), [[q1, k1], [q2, k2]]);
      // A decision in its own batch; a request and its decision in one batch; a request asked again after a decline.
      version = await append(orderId, [decided('RefundDeclined', orderId, q1, k1)], version);
      version = await append(orderId, [requested(orderId, q3, k3), decided('RefundApproved', orderId, q3, k3), requested(orderId, q4, k1)], version);
      assert.deepEqual(await waiting(), [[q2, k2], [q4, k1]]);
      await append(orderId, [decided('RefundApproved', orderId, q2, k2)], version);
      assert.deepEqual(await waiting(), [[q4, k1]]);
    });

    it('gives the same rows when rebuilt from the log in one batch', async () => {
      assert.equal((await reconcileProjection(under.store, refundRequestsProjection)).ok, true);
      const before = (await under.db.pool.query('SELECT * FROM refund_requests ORDER BY request_id')).rows;
      assert.equal(before.length, 1);
      await rebuildProjection(under.store, refundRequestsProjection);
      assert.deepEqual((await under.db.pool.query('SELECT * FROM refund_requests ORDER BY request_id')).rows, before);
    });
  });
}
