import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import type { Database } from '../db/open-database.js';
import { InvalidAppendError } from '../errors.js';
import { EventStore } from '../event-store.js';
import { recordClientSessions, roundTrips } from '../testing/round-trips.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import { streamCountsProjection } from '../testing/fixtures/stream-counts.projection.js';
import { loadCheckpoint } from './checkpoint-store.js';
import { ProjectionRunner } from './projection-runner.js';

/** The pool, counting the whole-log reads that go through it. */
function countingLogReads(pool: pg.Pool): { pool: pg.Pool; reads: () => number } {
  let reads = 0;
  const counted = new Proxy(pool, {
    get(target, property) {
      if (property === 'query') {
        return (...args: Parameters<pg.Pool['query']>) => {
          const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text ?? '';
          if (text.includes('pg_snapshot_xmin')) reads += 1;
          return (target.query as (...a: unknown[]) => unknown)(...args);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { pool: counted, reads: () => reads };
}

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

for (const target of await testDatabaseTargets()) {
  describe(`fewer round trips for readers and writers on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
    });
    after(async () => db.close());

    it('a log read started after the moment a caller gives answers it; a caller who needs a later one gets a fresh read', async () => {
      await store.append({ streamId: 'order-shared', expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] });
      const counting = countingLogReads(db.pool);
      const shared = new EventStore(counting.pool);
      const start = { transactionId: '0', position: 0 };
      // Runners woken by one append: each needs a read started after that signal.
      const signalled = performance.now();
      const batches = await Promise.all([0, 1, 2].map(() => shared.readLogBatch(start, 10, { startedAfter: signalled })));
      assert.equal(counting.reads(), 1);
      assert.deepEqual(batches[1], batches[0]);
      assert.ok(batches[0]!.events.length >= 1);
      // A runner that was still busy asks a moment later, for the same signal: the read is still good.
      assert.deepEqual(await shared.readLogBatch(start, 10, { startedAfter: signalled }), batches[0]);
      assert.equal(counting.reads(), 1);
      assert.equal((await shared.readLogBatch(start, 5, { startedAfter: signalled })).events.length, Math.min(5, batches[0]!.events.length));
      assert.equal(counting.reads(), 2, 'a different batch is read on its own');

      // An append signalled after that read: it must be in the next answer.
      const appended = await store.append({ streamId: 'order-shared', expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] });
      const fresh = await shared.readLogBatch(start, 10, { startedAfter: performance.now() });
      assert.equal(counting.reads(), 3);
      assert.ok(fresh.events.some((event) => event.globalPosition === appended.lastPosition));
      await shared.readLogBatch(start, 10);
      assert.equal(counting.reads(), 4, 'without a moment, every read is fresh');
    });

    it('a batch with nothing for the projection moves only the checkpoint in memory; the stored one follows when the runner is idle', async () => {
      const wanted = { ...streamCountsProjection(), name: 'wanted_counts', eventTypes: ['Wanted'] };
      const runner = new ProjectionRunner(store, wanted, { pollIntervalMs: 400 });
      await runner.start();
      try {
        const storedBefore = (await loadCheckpoint(db.pool, 'wanted_counts')).checkpoint;
        const other = await store.append({ streamId: 'order-unwanted', expectedVersion: 'any', events: [{ type: 'Other', data: {} }] });
        assert.equal(await runner.waitForPosition(other.lastPosition, 2_000), true);
        assert.deepEqual((await loadCheckpoint(db.pool, 'wanted_counts')).checkpoint, storedBefore, 'passed in memory, not written yet');
        // Written at the latest one idle poll later (nothing new arrives meanwhile).
        assert.ok(await until(async () => (await loadCheckpoint(db.pool, 'wanted_counts')).checkpoint.position === other.lastPosition, 3_000));
        assert.notEqual(storedBefore.position, other.lastPosition);

        // A relevant batch after irrelevant ones moves the stored checkpoint from where it stands.
        await store.append({ streamId: 'order-unwanted', expectedVersion: 'any', events: [{ type: 'Other', data: {} }] });
        const relevant = await store.append({ streamId: 'order-wanted', expectedVersion: 'any', events: [{ type: 'Wanted', data: {} }] });
        assert.equal(await runner.waitForPosition(relevant.lastPosition, 2_000), true);
        const stored = await loadCheckpoint(db.pool, 'wanted_counts');
        assert.equal(stored.checkpoint.position, relevant.lastPosition);
        assert.equal(stored.eventsApplied, runner.status().eventsApplied);
        const rows = await db.pool.query<{ stream_id: string }>('SELECT stream_id FROM stream_counts');
        assert.deepEqual(rows.rows.map((r) => r.stream_id), ['order-wanted']);
        assert.equal(runner.status().lastError, null);
      } finally {
        await runner.stop();
      }
    });

    it("a relevant batch is applied in two round trips: BEGIN, the projection's first statement and the checkpoint move together, then COMMIT", async () => {
      const applied = { ...streamCountsProjection(), name: 'applied_counts', eventTypes: ['Applied'] };
      const runner = new ProjectionRunner(store, applied, { pollIntervalMs: 400 });
      await runner.start();
      const recorder = recordClientSessions(db.pool);
      try {
        const relevant = await store.append({ streamId: 'order-applied', expectedVersion: 'any', events: [{ type: 'Applied', data: {} }] });
        assert.equal(await runner.waitForPosition(relevant.lastPosition, 2_000), true);
      } finally {
        recorder.stop();
        await runner.stop();
      }
      // The checkpoint move is a prepared statement on a server: its name is in every Bind.
      const [apply] = recorder.sessions.filter((s) => s.sent.includes('stream_counts') && /projection_checkpoints|kl_advance_checkpoint/.test(s.sent));
      assert.ok(apply, 'the batch transaction was recorded');
      assert.equal(roundTrips(apply), 2);
      const rows = await db.pool.query<{ events: number }>("SELECT events FROM stream_counts WHERE stream_id = 'order-applied'");
      assert.deepEqual(rows.rows, [{ events: 1 }]);
    });

    it('a locked transaction takes its locks with its BEGIN: 20 spenders of one wallet spend exactly what it holds', async () => {
      await store.append({ streamId: 'wallet-begin-locked', expectedVersion: 'no_stream', events: [{ type: 'WalletCredited', data: { balanceAfterCents: 50 } }] });
      const spend = (n: number) =>
        store.lockedTransaction(['wallet-begin-locked', `order-begin-locked-${n}`], async (tx) => {
          const wallet = (await store.readStreams([{ streamId: 'wallet-begin-locked', lastOnly: true }], { tx })).get('wallet-begin-locked')!;
          const balance = Number(wallet.events[0]!.data.balanceAfterCents);
          if (balance < 5) return false;
          await store.append({ streamId: 'wallet-begin-locked', expectedVersion: wallet.currentVersion, events: [{ type: 'WalletDebited', data: { balanceAfterCents: balance - 5 } }] }, { tx, streamsLocked: true });
          return true;
        });
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => spend(n)));
      assert.equal(outcomes.filter(Boolean).length, 10);
    });

    it('a locked transaction refuses a malformed stream id before anything reaches the database', async () => {
      let ran = false;
      await assert.rejects(
        store.lockedTransaction(["order-x'}; DROP TABLE events; --"], async () => {
          ran = true;
        }),
        InvalidAppendError,
      );
      assert.equal(ran, false);
      assert.ok((await db.pool.query("SELECT to_regclass('events') AS t")).rows[0].t);
    });
  });
}
