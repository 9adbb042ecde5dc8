import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { salesProjection } from '../dashboard/projections/sales.projection.js';
import { replayReport } from '../finance/replay/replay-report.js';
import { ORDER_PLACED_VERSION, orderStreamId, type OrderPlacedV1 } from '../ordering/domain/order.events.js';
import { projectionUnderTest } from '../testing/projection-under-test.js';

/** OrderPlaced as version 1 stored it: no currency. */
const v1 = (orderId: string, totalCents: number): OrderPlacedV1 => ({
  type: 'OrderPlaced',
  data: { orderId, userId: randomUUID(), lines: [{ gameId: 1877, title: 'Cyberpunk 2077', quantity: 1, priceCents: totalCents, discountPercent: 0, unitPriceCents: totalCents, lineTotalCents: totalCents }], subtotalCents: totalCents, taxCents: 0, promoCode: null, promoDiscountCents: 0, totalCents, paymentMethod: 'wallet', transactionId: `wallet-${orderId}` },
});

for (const target of await testDatabaseTargets()) {
  describe(`OrderPlaced version 1 beside version 2 on ${target.name}`, () => {
    const under = projectionUnderTest(target, salesProjection);

    it('reads version 1 as version 2 (currency USD), stores neither rewritten, and counts both alike in the read model and the report', async () => {
      const [old, current] = [randomUUID(), randomUUID()];
      await under.store.append({ streamId: orderStreamId(old), expectedVersion: 'no_stream', events: [v1(old, 25_00)] }, { metadata: { actor: { id: 'test', role: 'system' } } });
      const placed = v1(current, 25_00);
      await under.store.append(
        { streamId: orderStreamId(current), expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', schemaVersion: ORDER_PLACED_VERSION, data: { ...placed.data, currency: 'USD' } }] },
        { metadata: { actor: { id: 'test', role: 'system' } } },
      );
      const stored = await under.db.pool.query<{ stream_id: string; schema_version: number; has_currency: boolean }>(
        "SELECT stream_id, schema_version, data ? 'currency' AS has_currency FROM events ORDER BY global_position",
      );
      assert.deepEqual(stored.rows.map((row) => [row.schema_version, row.has_currency]), [[1, false], [2, true]], 'the log keeps what was written');
      for (const orderId of [old, current]) {
        const [event] = (await under.store.readStream(orderStreamId(orderId))).events;
        assert.deepEqual([event!.schemaVersion, event!.data.currency, event!.metadata.schemaVersion], [2, 'USD', 2], `${orderId} read as version 2`);
      }
      await under.runner.catchUp();
      const buckets = await under.db.pool.query<{ orders: number; gross: string }>('SELECT sum(orders)::int AS orders, sum(gross_cents) AS gross FROM sales_buckets');
      assert.deepEqual([buckets.rows[0]!.orders, Number(buckets.rows[0]!.gross)], [2, 50_00]);
      const day = new Date().toISOString().slice(0, 10);
      const report = await replayReport(under.store, { from: day, to: day, groupBy: 'day', timeZone: 'UTC' });
      assert.deepEqual([report.totals.orders, report.totals.netRevenueCents], [2, 50_00]);
    });
  });
}
