import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/open-database.js';
import { EventStore } from '../event-store.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import { streamCountsProjection } from '../testing/fixtures/stream-counts.projection.js';
import { ProjectionRunner } from './projection-runner.js';
import { rebuildProjection } from './rebuild-projection.js';
import { reconcileProjection } from './reconcile-projection.js';

const targets = await testDatabaseTargets();

for (const target of targets) {
  describe(`rebuild and reconciliation on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
      let last = 0;
      for (let i = 0; i < 30; i += 1) {
        last = (await store.append({ streamId: `game-${i % 5}`, expectedVersion: 'any', events: [{ type: i % 2 ? 'PriceChanged' : 'KeysAdded', data: { i } }] })).lastPosition;
      }
      const runner = new ProjectionRunner(store, streamCountsProjection({ label: 'v1' }));
      await runner.prepare();
      await runner.catchUpTo(last);
    });
    after(async () => db.close());

    const labels = async () =>
      (await db.pool.query<{ label: string; n: string }>('SELECT label, count(*) AS n FROM stream_counts GROUP BY label')).rows.map((r) => [r.label, Number(r.n)]);

    it('keeps the old read model serving during a rebuild, then swaps atomically', async () => {
      const seenDuringRebuild: unknown[] = [];
      const result = await rebuildProjection(store, streamCountsProjection({ label: 'v2' }), {
        batchSize: 4,
        onShadowBatch: async () => {
          seenDuringRebuild.push(await labels());
          // Appends during the rebuild land in the live model now and in the new one at the swap.
          if (seenDuringRebuild.length === 2) {
            await store.append({ streamId: 'game-new', expectedVersion: 'any', events: [{ type: 'GameListed', data: {} }] });
          }
        },
      });
      assert.ok(seenDuringRebuild.length >= 7, 'the rebuild went in several batches');
      for (const seen of seenDuringRebuild) assert.deepEqual(seen, [['v1', 5]], 'readers saw the complete old model');
      assert.deepEqual(await labels(), [['v2', 6]]);
      assert.equal(result.eventsApplied, 31);
      const counts = await db.pool.query<{ stream_id: string; events: number }>('SELECT stream_id, events FROM stream_counts ORDER BY stream_id');
      assert.deepEqual(counts.rows.map((r) => [r.stream_id, r.events]), [['game-0', 6], ['game-1', 6], ['game-2', 6], ['game-3', 6], ['game-4', 6], ['game-new', 1]]);
      const leftovers = await db.pool.query(`SELECT count(*) AS n FROM pg_tables WHERE tablename LIKE 'stream_counts__%'`);
      assert.equal(Number(leftovers.rows[0].n), 0, 'no shadow table is left behind');
      // The live runner carries on from the swapped-in checkpoint without re-applying anything.
      const runner = new ProjectionRunner(store, streamCountsProjection({ label: 'v2' }));
      await runner.prepare();
      assert.equal(await runner.catchUp(), 0);
      assert.equal((await reconcileProjection(store, streamCountsProjection({ label: 'v2' }))).ok, true);
    });

    it('finds a deliberately removed read-model row, and a tampered one', async () => {
      const projection = streamCountsProjection({ label: 'v2' });
      assert.equal((await reconcileProjection(store, projection)).ok, true);
      await db.pool.query(`DELETE FROM stream_counts WHERE stream_id = 'game-3'`);
      await db.pool.query(`UPDATE stream_counts SET events = 99 WHERE stream_id = 'game-1'`);
      const report = await reconcileProjection(store, projection);
      assert.equal(report.ok, false);
      assert.equal(report.differences.length, 1);
      const [difference] = report.differences;
      assert.equal(difference!.table, 'stream_counts');
      assert.deepEqual(difference!.missing.map((r) => [r.stream_id, r.events]).sort(), [['game-1', 6], ['game-3', 6]]);
      assert.deepEqual(difference!.unexpected.map((r) => [r.stream_id, r.events]), [['game-1', 99]]);
      const scratch = await db.pool.query(`SELECT count(*) AS n FROM pg_tables WHERE tablename LIKE 'stream_counts__%'`);
      assert.equal(Number(scratch.rows[0].n), 0, 'the check leaves nothing behind');
      // A rebuild repairs it.
      await rebuildProjection(store, projection);
      assert.equal((await reconcileProjection(store, projection)).ok, true);
    });

    it('has a running runner adopt the swapped-in checkpoint and its count of events applied', async () => {
      const runner = new ProjectionRunner(store, streamCountsProjection({ label: 'v2' }), { pollIntervalMs: 20 });
      await runner.start();
      try {
        assert.equal(runner.status().eventsApplied, 31);
        // A new version that reads fewer events: what its swap stores is what the runner reports next.
        const fewer = { ...streamCountsProjection({ label: 'v3' }), eventTypes: ['PriceChanged'] };
        const result = await rebuildProjection(store, fewer);
        assert.equal(result.eventsApplied, 15);
        const deadline = Date.now() + 5_000;
        while (runner.status().eventsApplied !== 15 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        assert.equal(runner.status().eventsApplied, 15);
      } finally {
        await runner.stop();
      }
    });
  });
}
