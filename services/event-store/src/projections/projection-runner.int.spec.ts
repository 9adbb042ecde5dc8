import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/open-database.js';
import { EventStore } from '../event-store.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import { streamCountsProjection } from '../testing/fixtures/stream-counts.projection.js';
import { ProjectionRunner } from './projection-runner.js';
import { reconcileProjection } from './reconcile-projection.js';

const targets = await testDatabaseTargets();
const workerPath = fileURLToPath(new URL('../testing/fixtures/slow-runner.worker.js', import.meta.url));

async function countsByStream(db: Database): Promise<Record<string, number>> {
  const rows = await db.pool.query<{ stream_id: string; events: number }>('SELECT stream_id, events FROM stream_counts ORDER BY stream_id');
  return Object.fromEntries(rows.rows.map((r) => [r.stream_id, r.events]));
}

async function appendMany(store: EventStore, streams: number, eventsPerStream: number, prefix: string) {
  let last = 0;
  for (let i = 0; i < eventsPerStream; i += 1) {
    for (let s = 0; s < streams; s += 1) {
      const result = await store.append({ streamId: `${prefix}-${s}`, expectedVersion: 'any', events: [{ type: 'Happened', data: { i } }] });
      last = result.lastPosition;
    }
  }
  return last;
}

for (const target of targets) {
  describe(`projection runner on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
    });
    after(async () => db.close());

    it('catches up from zero, then tails new events and answers read-after-write waits', async () => {
      await appendMany(store, 3, 10, 'order');
      const runner = new ProjectionRunner(store, streamCountsProjection(), { batchSize: 7, pollIntervalMs: 1_000 });
      await runner.start();
      try {
        const position = await appendMany(store, 3, 1, 'order');
        // The local append wakes the runner long before the 1 s poll would.
        assert.equal(await runner.waitForPosition(position, 900), true);
        assert.deepEqual(await countsByStream(db), { 'order-0': 11, 'order-1': 11, 'order-2': 11 });
        assert.equal(runner.status().eventsApplied, 33);
        assert.equal(await runner.waitForPosition(position + 1_000_000, 50), false, 'an unknown position times out');
      } finally {
        await runner.stop();
      }
      // Stopped: new events wait; a restart picks up where it left off.
      const position = await appendMany(store, 1, 2, 'order');
      assert.equal((await countsByStream(db))['order-0'], 11);
      const restarted = new ProjectionRunner(store, streamCountsProjection(), { batchSize: 7 });
      await restarted.start();
      assert.equal(await restarted.waitForPosition(position, 5_000), true);
      await restarted.stop();
      assert.equal((await countsByStream(db))['order-0'], 13);
      assert.equal((await reconcileProjection(store, streamCountsProjection())).ok, true);
    });

    it('wakes on events appended by another process through NOTIFY or polling', async () => {
      // One connection serves an embedded database, so only the server gets a LISTENing client.
      const runner = new ProjectionRunner(store, streamCountsProjection(), { listen: target.name === 'postgres', pollIntervalMs: 200 });
      await runner.start();
      try {
        // A second store instance stands for another process: its appends do not signal this one.
        const otherProcess = new EventStore(db.pool);
        const result = await otherProcess.append({ streamId: 'order-remote', expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] });
        assert.equal(await runner.waitForPosition(result.lastPosition, 3_000), true);
        assert.equal((await countsByStream(db))['order-remote'], 1);
      } finally {
        await runner.stop();
      }
    });

    it('leaves the read model equal to a rebuild when killed in the middle of a batch', async () => {
      await new ProjectionRunner(store, streamCountsProjection()).prepare();
      const lastPosition = await appendMany(store, 5, 40, 'wallet');
      const before = await countsByStream(db);
      const child = spawn(process.execPath, [workerPath, db.connectionString, '60'], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('midway')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`worker exited early with ${code}`)));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      // Whatever the killed batch wrote was rolled back with its checkpoint move.
      const runner = new ProjectionRunner(store, streamCountsProjection(), { batchSize: 60 });
      await runner.prepare();
      await runner.catchUpTo(lastPosition);
      const after = await countsByStream(db);
      const expected = { ...before, ...Object.fromEntries(Array.from({ length: 5 }, (_, s) => [`wallet-${s}`, 40])) };
      assert.deepEqual(after, expected, 'every event counted exactly once');
      const report = await reconcileProjection(store, streamCountsProjection());
      assert.deepEqual(report.differences, []);
      assert.equal(report.ok, true);
    });

    if (target.name === 'postgres') {
      it('delivers every event, none twice, while a transaction holds an early position open', async () => {
        const runner = new ProjectionRunner(store, streamCountsProjection(), { pollIntervalMs: 20 });
        await runner.start();
        const slow = await db.pool.connect();
        try {
          await slow.query('BEGIN');
          const early = await store.append({ streamId: 'promo-slow', expectedVersion: 'no_stream', events: [{ type: 'Happened', data: {} }] }, { tx: slow });
          let last = 0;
          for (let i = 0; i < 30; i += 1) {
            last = (await store.append({ streamId: `promo-fast${i % 3}`, expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] })).lastPosition;
          }
          assert.ok(last > early.lastPosition);
          assert.equal(await runner.waitForPosition(last, 300), false, 'held back behind the open transaction');
          await slow.query('COMMIT');
          assert.equal(await runner.waitForPosition(last, 5_000), true);
          assert.equal(await runner.waitForPosition(early.lastPosition, 100), true);
          const counts = await countsByStream(db);
          assert.equal(counts['promo-slow'], 1);
          assert.equal((counts['promo-fast0'] ?? 0) + (counts['promo-fast1'] ?? 0) + (counts['promo-fast2'] ?? 0), 30);
        } finally {
          slow.release();
          await runner.stop();
        }
        assert.equal((await reconcileProjection(store, streamCountsProjection())).ok, true);
      });

      it('stays exact with many concurrent writers and two competing runners', async () => {
        const runners = [1, 2].map(() => new ProjectionRunner(store, streamCountsProjection(), { batchSize: 13, pollIntervalMs: 10 }));
        for (const runner of runners) await runner.start();
        try {
          const writes = await Promise.all(
            Array.from({ length: 16 }, (_, w) =>
              (async () => {
                let last = 0;
                for (let i = 0; i < 25; i += 1) {
                  last = (await store.append({ streamId: `ticket-w${w}`, expectedVersion: 'any', events: [{ type: 'Happened', data: { i } }] })).lastPosition;
                }
                return last;
              })(),
            ),
          );
          const target = Math.max(...writes);
          assert.equal(await runners[0]!.waitForPosition(target, 10_000) || (await runners[1]!.waitForPosition(target, 10_000)), true);
        } finally {
          for (const runner of runners) await runner.stop();
        }
        const counts = await countsByStream(db);
        for (let w = 0; w < 16; w += 1) assert.equal(counts[`ticket-w${w}`], 25);
        assert.equal((await reconcileProjection(store, streamCountsProjection())).ok, true);
      });
    }
  });
}
