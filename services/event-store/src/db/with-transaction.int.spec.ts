import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '../event-store.js';
import { recordClientSessions, roundTrips } from '../testing/round-trips.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import type { Database } from './open-database.js';
import { withTransaction } from './with-transaction.js';

for (const target of await testDatabaseTargets()) {
  describe(`pipelined transactions on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
      await db.pool.query('CREATE TABLE pipeline_probe (n int PRIMARY KEY)');
    });
    after(async () => db.close());

    const probes = async () => (await db.pool.query<{ n: number }>('SELECT n FROM pipeline_probe ORDER BY n')).rows.map((row) => row.n);

    it('sends BEGIN, the locks and the first statements in one round trip, and statements issued together in one', async () => {
      const recorder = recordClientSessions(db.pool);
      try {
        await store.lockedTransaction(['wallet-pipelined', 'order-pipelined'], async (tx) => {
          const [a, b] = await Promise.all([tx.query('SELECT 1 AS one'), tx.query('SELECT 2 AS two')]);
          assert.equal(a.rows[0].one + b.rows[0].two, 3);
          await Promise.all([tx.query('INSERT INTO pipeline_probe VALUES (1)'), tx.query('INSERT INTO pipeline_probe VALUES (2)')]);
        });
      } finally {
        recorder.stop();
      }
      // On a server the lock is a prepared statement: after a connection's first use only its name is sent.
      const [session] = recorder.sessions.filter((s) => /pg_advisory_xact_lock|kl_acquire_stream_locks/.test(s.sent));
      assert.ok(session, 'the locked transaction was recorded');
      // BEGIN + locks + two reads; two inserts; COMMIT.
      assert.equal(roundTrips(session), 3);
      assert.deepEqual(await probes(), [1, 2]);
    });

    it('rolls back every statement of the transaction when one of those sent together fails', async () => {
      await assert.rejects(
        withTransaction(db.pool, async (tx) => {
          await Promise.all([tx.query('INSERT INTO pipeline_probe VALUES (10)'), tx.query('INSERT INTO pipeline_probe VALUES (1)')]);
        }),
        /duplicate key value violates unique constraint/,
      );
      assert.deepEqual(await probes(), [1, 2]);
    });

    it('does not commit the others when a statement could not even be sent', async () => {
      const unsendable = { toPostgres: () => { throw new Error('cannot serialise this value'); } };
      await assert.rejects(
        withTransaction(db.pool, async (tx) => {
          await Promise.all([tx.query('INSERT INTO pipeline_probe VALUES (20)'), tx.query('INSERT INTO pipeline_probe VALUES ($1)', [unsendable])]);
        }),
        /cannot serialise this value/,
      );
      assert.deepEqual(await probes(), [1, 2]);
      // The connection is still good for the next transaction.
      await withTransaction(db.pool, (tx) => tx.query('INSERT INTO pipeline_probe VALUES (3)'));
      assert.deepEqual(await probes(), [1, 2, 3]);
    });

    it('reports a failed lock statement rather than what the work ran into after it', async () => {
      await assert.rejects(
        withTransaction(
          db.pool,
          async (tx) => {
            await tx.query('INSERT INTO pipeline_probe VALUES (30)');
          },
          (tx) => tx.query('SELECT pg_advisory_xact_lock(1, 1 / 0)'),
        ),
        /division by zero/,
      );
      assert.deepEqual(await probes(), [1, 2, 3]);
    });
  });
}
