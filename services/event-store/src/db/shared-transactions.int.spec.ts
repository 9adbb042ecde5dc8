import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type pg from 'pg';
import { EventStore } from '../event-store.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import type { Projection } from '../projections/projection.js';
import { recordClientSessions } from '../testing/round-trips.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import type { Database } from './open-database.js';
import { SharedTransactions } from './shared-transactions.js';

/** A unit of work that records the id of the transaction it ran in, and a row. */
const insertAndTellTransaction = (n: number) => async (tx: pg.PoolClient) => {
  const [, id] = await Promise.all([
    tx.query('INSERT INTO shared_probe (n) VALUES ($1)', [n]),
    tx.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id'),
  ]);
  return id.rows[0]!.id;
};

/** A projection writing one row per event into a table of its own, for the runner test. */
function rowPerEvent(name: string, fail = false): Projection {
  return {
    name,
    tables: [name],
    async createTables({ tx, table }) {
      await tx.query(`CREATE TABLE IF NOT EXISTS ${table(name)} (position bigint PRIMARY KEY)`);
    },
    async apply({ tx, table }, events) {
      if (fail) throw new Error(`${name} cannot apply anything`);
      await tx.query(`INSERT INTO ${table(name)} (position) SELECT unnest($1::bigint[])`, [events.map((e) => e.globalPosition)]);
    },
  };
}

for (const target of await testDatabaseTargets()) {
  describe(`shared transactions on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
      await db.pool.query('CREATE TABLE shared_probe (n int PRIMARY KEY)');
    });
    beforeEach(async () => db.pool.query('TRUNCATE shared_probe'));
    after(async () => db.close());

    const probes = async () => (await db.pool.query<{ n: number }>('SELECT n FROM shared_probe ORDER BY n')).rows.map((row) => row.n);

    it('commits the units given in one turn in ONE transaction, with one COMMIT', async () => {
      const shared = new SharedTransactions(db.pool);
      const recorder = recordClientSessions(db.pool);
      let ids: string[];
      try {
        ids = await Promise.all([1, 2, 3].map((n) => shared.run(insertAndTellTransaction(n))));
      } finally {
        recorder.stop();
      }
      assert.equal(new Set(ids).size, 1, `one transaction id for all three units, got ${ids.join(', ')}`);
      assert.deepEqual(await probes(), [1, 2, 3]);
      const commits = recorder.sessions.reduce((n, session) => n + (session.sent.match(/COMMIT/g)?.length ?? 0), 0);
      assert.equal(commits, 1);
      assert.deepEqual(shared.stats(), { transactions: 1, units: 3 });
    });

    it('units given in later turns get a transaction of their own', async () => {
      const shared = new SharedTransactions(db.pool);
      const first = await shared.run(insertAndTellTransaction(1));
      const second = await shared.run(insertAndTellTransaction(2));
      assert.notEqual(first, second);
      assert.deepEqual(await probes(), [1, 2]);
    });

    it("a failing unit gets its own error and writes nothing; the others commit all the same", async () => {
      const shared = new SharedTransactions(db.pool);
      const failing = async (tx: pg.PoolClient) => {
        await tx.query('INSERT INTO shared_probe (n) VALUES (20)');
        await tx.query('SELECT 1 / 0'); // division by zero aborts the shared transaction
      };
      const outcomes = await Promise.allSettled([shared.run(insertAndTellTransaction(1)), shared.run(failing), shared.run(insertAndTellTransaction(3))]);
      assert.equal(outcomes[0].status, 'fulfilled');
      assert.equal(outcomes[2].status, 'fulfilled');
      assert.equal(outcomes[1].status, 'rejected');
      assert.match(String((outcomes[1] as PromiseRejectedResult).reason), /division by zero/);
      assert.deepEqual(await probes(), [1, 3], 'the failing unit left no row; the others are there once each');
      // The shared attempt rolled back; each unit then ran alone: two commits, one failure.
      assert.deepEqual(shared.stats(), { transactions: 2, units: 2 });
    });

    it('a failure thrown by the code of a unit (not the database) is handled the same way', async () => {
      const shared = new SharedTransactions(db.pool);
      const refusing = async (tx: pg.PoolClient) => {
        await tx.query('INSERT INTO shared_probe (n) VALUES (30)');
        throw new Error('checkpoint moved');
      };
      const outcomes = await Promise.allSettled([shared.run(refusing), shared.run(insertAndTellTransaction(4))]);
      assert.deepEqual(outcomes.map((o) => o.status), ['rejected', 'fulfilled']);
      assert.deepEqual(await probes(), [4]);
    });

    const runnersSharing = (shared: SharedTransactions, projections: Projection[], errors: string[] = []) =>
      projections.map(
        (projection) =>
          new ProjectionRunner(store, projection, {
            pollIntervalMs: 1_000,
            transaction: (work) => shared.run(work),
            onError: (error) => errors.push(String(error)),
          }),
      );

    it('projection runners sharing it commit the batches of one append in one transaction', async () => {
      const shared = new SharedTransactions(db.pool);
      const runners = runnersSharing(shared, [rowPerEvent('shared_a'), rowPerEvent('shared_b')]);
      for (const runner of runners) await runner.start();
      try {
        const { lastPosition } = await store.append({ streamId: 'shared-runners', expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] });
        for (const runner of runners) assert.equal(await runner.waitForPosition(lastPosition, 5_000), true);
        const writers = await db.pool.query<{ xmin: string }>("SELECT DISTINCT xmin::text AS xmin FROM projection_checkpoints WHERE name IN ('shared_a', 'shared_b')");
        assert.equal(writers.rows.length, 1, 'both checkpoints were moved by the same transaction');
        const rows = await db.pool.query<{ a: string; b: string }>('SELECT (SELECT count(*) FROM shared_a) AS a, (SELECT count(*) FROM shared_b) AS b');
        assert.deepEqual(rows.rows[0], { a: '1', b: '1' });
      } finally {
        for (const runner of runners) await runner.stop();
      }
    });

    it('a failing projection in the same shared transactions holds the others back not at all', async () => {
      const shared = new SharedTransactions(db.pool);
      const errors: string[] = [];
      const runners = runnersSharing(shared, [rowPerEvent('shared_c'), rowPerEvent('shared_broken', true)], errors);
      for (const runner of runners) await runner.start();
      try {
        const { lastPosition } = await store.append({ streamId: 'shared-runners', expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] });
        assert.equal(await runners[0]!.waitForPosition(lastPosition, 5_000), true);
        const rows = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM shared_c');
        assert.equal(rows.rows[0]!.n, '2', 'both events of the log, once each');
        const broken = runners[1]!.status();
        assert.equal(broken.checkpoint.position, 0, 'the broken projection did not move');
        assert.match(broken.lastError ?? '', /cannot apply/);
        assert.ok(errors.some((e) => /cannot apply/.test(e)));
      } finally {
        for (const runner of runners) await runner.stop();
      }
    });
  });
}
