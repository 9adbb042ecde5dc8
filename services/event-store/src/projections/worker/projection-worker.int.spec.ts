import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../db/open-database.js';
import { EventStore } from '../../event-store.js';
import { testDatabaseTargets } from '../../testing/test-database.js';
import { ProjectionWorker, type ProjectionWorkerOptions } from './projection-worker-host.js';
import { projectionSource } from './projection-source.js';

const fixtures = new URL('../../testing/fixtures/', import.meta.url);
const streamCounts = { name: 'stream_counts', source: projectionSource(new URL('stream-counts.projection.js', fixtures).href, 'streamCountsProjection') };
const applyThreads = { name: 'apply_threads', source: projectionSource(new URL('worker-fixtures.projection.js', fixtures).href, 'applyThreadsProjection') };
const poisoned = { name: 'poisoned', source: projectionSource(new URL('worker-fixtures.projection.js', fixtures).href, 'poisonedProjection') };

// A worker thread needs a server: embedded PGlite has one connection, the host thread's.
// (On CI the server is required: testDatabaseTargets fails without it.)
const servers = (await testDatabaseTargets()).filter((target) => target.name === 'postgres');

async function appendMany(store: EventStore, streams: number, eventsPerStream: number, type = 'Happened'): Promise<number> {
  let last = 0;
  for (let i = 0; i < eventsPerStream; i += 1) {
    for (let s = 0; s < streams; s += 1) {
      last = (await store.append({ streamId: `order-${s}`, expectedVersion: 'any', events: [{ type, data: { i } }] })).lastPosition;
    }
  }
  return last;
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

for (const server of servers) describe(`projection worker on ${server.name}`, () => {
  let db: Database;
  let store: EventStore;
  const errors: Array<{ projection: string | null; message: string }> = [];
  const options = (projections: ProjectionWorkerOptions['projections'], extra: Partial<ProjectionWorkerOptions> = {}): ProjectionWorkerOptions => ({
    connectionString: db.connectionString,
    poolSize: 4,
    projections,
    runner: { pollIntervalMs: 5_000 },
    onError: (error, projection) => errors.push({ projection, message: error.message }),
    restartDelayMs: 50,
    ...extra,
  });

  before(async () => {
    db = await server.open();
    store = new EventStore(db.pool);
  });
  after(async () => db.close());

  it('applies the log in a thread of its own, woken by the host store, and answers read-after-write waits', async () => {
    const caughtUp = await appendMany(store, 3, 10);
    const worker = new ProjectionWorker(store, options([streamCounts, applyThreads]));
    await worker.start();
    try {
      assert.equal(worker.runner('stream_counts')!.status().running, true);
      // Catching up: no wake-up needed.
      assert.equal(await worker.runner('apply_threads')!.waitForPosition(caughtUp, 3_000), true);
      assert.equal(await worker.runner('stream_counts')!.waitForPosition(caughtUp, 3_000), true);
      // Tailing: woken by the host's appends (the poll is 5 s away).
      const position = await appendMany(store, 3, 1);
      assert.equal(await worker.runner('stream_counts')!.waitForPosition(position, 3_000), true);
      assert.equal(await worker.runner('apply_threads')!.waitForPosition(position, 3_000), true);
      const counts = await db.pool.query<{ stream_id: string; events: number }>('SELECT stream_id, events FROM stream_counts ORDER BY stream_id');
      assert.deepEqual(counts.rows.map((r) => [r.stream_id, r.events]), [['order-0', 11], ['order-1', 11], ['order-2', 11]]);
      assert.equal(worker.runner('stream_counts')!.status().eventsApplied, 33);
      assert.equal(worker.runner('stream_counts')!.status().checkpoint.position, position);
      // Every batch ran on the worker's thread, none on this one (thread 0).
      const threads = await db.pool.query<{ thread_id: number; events: number }>('SELECT thread_id, events FROM apply_threads');
      assert.deepEqual(threads.rows, [{ thread_id: worker.thread!.threadId, events: 33 }]);
      assert.notEqual(worker.thread!.threadId, 0);
      assert.ok(worker.batchStats().units >= 2, 'batches were reported');
      assert.equal(await worker.runner('stream_counts')!.waitForPosition(position + 1_000_000, 50), false, 'an unknown position');
    } finally {
      await worker.stop();
    }
    assert.equal(worker.thread, null, 'the thread ended');
    assert.equal(worker.runner('stream_counts')!.status().running, false);

    // Stopped: nothing moves; a new worker resumes from the stored checkpoints, applying each event once.
    const position = await appendMany(store, 1, 2);
    const stored = await db.pool.query<{ events: number }>("SELECT events FROM stream_counts WHERE stream_id = 'order-0'");
    assert.equal(stored.rows[0]!.events, 11);
    const resumed = new ProjectionWorker(store, options([streamCounts]));
    await resumed.start();
    try {
      assert.equal(await resumed.runner('stream_counts')!.waitForPosition(position, 3_000), true);
      const counts = await db.pool.query<{ events: number }>("SELECT events FROM stream_counts WHERE stream_id = 'order-0'");
      assert.equal(counts.rows[0]!.events, 13);
      assert.equal(resumed.runner('stream_counts')!.status().eventsApplied, 35);
    } finally {
      await resumed.stop();
    }
  });

  it("reports a failing batch with its projection's name while the others go on", async () => {
    errors.length = 0;
    // Polling often: one runner's open batch holds back what the other may read (the gap-safe
    // horizon) until the next wake-up or poll, and this test is about errors, not wake-ups.
    const worker = new ProjectionWorker(store, options([poisoned, streamCounts], { runner: { pollIntervalMs: 100 } }));
    await worker.start();
    try {
      const head = await appendMany(store, 1, 1);
      assert.equal(await worker.runner('poisoned')!.waitForPosition(head, 3_000), true);
      assert.equal(await worker.runner('stream_counts')!.waitForPosition(head, 3_000), true);
      const position = await appendMany(store, 1, 1, 'Poison');
      assert.equal(await worker.runner('stream_counts')!.waitForPosition(position, 3_000), true);
      await until(() => worker.runner('poisoned')!.status().lastError !== null);
      assert.match(worker.runner('poisoned')!.status().lastError!, /poisoned event at \d+/);
      assert.ok(errors.some((e) => e.projection === 'poisoned' && /poisoned event/.test(e.message)));
      assert.equal(await worker.runner('poisoned')!.waitForPosition(position, 100), false, 'the failing projection did not pass the event');
    } finally {
      await worker.stop();
    }
  });

  it('starts a worker again when it ends unexpectedly, and it resumes where it stood', async () => {
    errors.length = 0;
    const worker = new ProjectionWorker(store, options([streamCounts]));
    await worker.start();
    try {
      assert.equal(await worker.runner('stream_counts')!.waitForPosition(await appendMany(store, 1, 1), 3_000), true);
      const before = await db.pool.query<{ events: number }>("SELECT events FROM stream_counts WHERE stream_id = 'order-0'");
      await worker.thread!.terminate();
      assert.equal(worker.runner('stream_counts')!.status().running, false);
      assert.match(worker.runner('stream_counts')!.status().lastError ?? '', /projection worker ended/);
      await until(() => worker.workerStarts === 2 && worker.runner('stream_counts')!.status().running);
      const position = await appendMany(store, 1, 1);
      assert.equal(await worker.runner('stream_counts')!.waitForPosition(position, 3_000), true);
      const after = await db.pool.query<{ events: number }>("SELECT events FROM stream_counts WHERE stream_id = 'order-0'");
      assert.equal(after.rows[0]!.events, before.rows[0]!.events + 1);
      assert.ok(errors.some((e) => e.projection === null && /projection worker ended/.test(e.message)));
    } finally {
      await worker.stop();
    }
  });

  it('refuses to start when a projection cannot be loaded', async () => {
    const missing = { name: 'missing', source: projectionSource(new URL('stream-counts.projection.js', fixtures).href, 'noSuchExport') };
    const worker = new ProjectionWorker(store, options([missing], { restartDelayMs: 60_000 }));
    await assert.rejects(worker.start(), /has no projection exported as noSuchExport/);
    assert.equal(worker.thread, null);
  });
});
