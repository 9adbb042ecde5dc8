import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { EventStore } from '../event-store.js';
import { LogWakeups } from '../projections/log-wakeups.js';
import { TEST_SERVER_URL, testDatabaseTargets } from '../testing/test-database.js';
import { isConnectionError } from './connection-errors.js';
import type { Database } from './open-database.js';
import { withTransaction } from './with-transaction.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(10);
  return condition();
}

/**
 * Every error the process could not otherwise see: an 'error' event without a listener is thrown
 * as an uncaught exception, which is what ended the API when the server restarted.
 */
function recordUncaught(): { errors: unknown[]; stop(): void } {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  process.on('uncaughtException', record);
  return { errors, stop: () => process.off('uncaughtException', record) };
}

for (const target of await testDatabaseTargets()) {
  describe(`a lost database connection on ${target.name}`, () => {
    let db: Database;
    let admin: pg.Client | null = null;

    before(async () => {
      db = await target.open();
      await db.pool.query('CREATE TABLE connection_probe (n int PRIMARY KEY)');
      if (target.name === 'postgres') {
        admin = new pg.Client({ connectionString: TEST_SERVER_URL });
        await admin.connect();
      }
    });
    after(async () => {
      await admin?.end();
      await db.close();
    });

    /**
     * Ends the client's session as the server does on a restart or pg_terminate_backend (FATAL
     * 57P01, then the socket closes); the embedded database has one session for every client, so
     * there the socket is cut instead, as a network failure would.
     */
    async function breakConnection(client: pg.PoolClient): Promise<void> {
      if (admin) {
        const pid = (client as unknown as { processID: number }).processID;
        const ended = await admin.query<{ ended: boolean }>('SELECT pg_terminate_backend($1) AS ended', [pid]);
        assert.equal(ended.rows[0]!.ended, true);
      } else {
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      }
    }

    const probes = async () => (await db.pool.query<{ n: number }>('SELECT n FROM connection_probe ORDER BY n')).rows.map((row) => row.n);

    it('a checked-out client that loses it between statements does not end the process; its transaction is rolled back and the pool goes on', async () => {
      const uncaught = recordUncaught();
      try {
        const failed = await withTransaction(db.pool, async (tx) => {
          await tx.query('INSERT INTO connection_probe VALUES (1)');
          await breakConnection(tx);
          await sleep(200); // the loss arrives while nothing runs on the client: pg emits 'error'
          await tx.query('INSERT INTO connection_probe VALUES (2)');
        }).then(
          () => null,
          (error: unknown) => error,
        );
        assert.ok(failed, 'the transaction failed');
        assert.equal(isConnectionError(failed), true, `a connection error: ${String(failed)}`);
        assert.deepEqual(uncaught.errors, []);
        assert.deepEqual(await probes(), [], 'nothing of the transaction was kept');
        await withTransaction(db.pool, (tx) => tx.query('INSERT INTO connection_probe VALUES (3)'));
        assert.deepEqual(await probes(), [3]);
      } finally {
        uncaught.stop();
        await db.pool.query('DELETE FROM connection_probe');
      }
    });

    it('a statement running when the connection goes fails with a connection error, and the client is not given out again', async () => {
      const uncaught = recordUncaught();
      const client = await db.pool.connect();
      try {
        const slow = client.query('SELECT pg_sleep(1)').then(
          () => null,
          (reason: unknown) => reason,
        );
        await sleep(50);
        await breakConnection(client);
        const error = await slow;
        assert.equal(isConnectionError(error), true, `a connection error: ${String(error)}`);
        await sleep(50);
        assert.deepEqual(uncaught.errors, []);
      } finally {
        client.release(true);
        uncaught.stop();
      }
      const fresh = await db.pool.connect();
      try {
        assert.notEqual(fresh, client);
        assert.equal((await fresh.query('SELECT 1 AS one')).rows[0].one, 1);
      } finally {
        fresh.release();
      }
    });

    it('an idle client that loses it is dropped by the pool, and the next query takes a fresh one', async () => {
      const uncaught = recordUncaught();
      try {
        const idle = await db.pool.connect();
        idle.release();
        await breakConnection(idle);
        await sleep(200);
        assert.deepEqual(uncaught.errors, []);
        const again = await db.pool.query<{ one: number }>('SELECT 1 AS one');
        assert.equal(again.rows[0]!.one, 1);
      } finally {
        uncaught.stop();
      }
    });

    // LISTEN needs a connection of its own: the embedded database serves one.
    if (target.name === 'postgres') {
      it('the LISTEN connection is made again after it is lost, and wakes the runners for what they may have missed', async () => {
        const uncaught = recordUncaught();
        const store = new EventStore(db.pool, { notifyIntervalMs: 5 });
        const errors: unknown[] = [];
        const wakeups = new LogWakeups(store, db.pool, (error) => errors.push(error));
        await wakeups.start();
        let wakes = 0;
        const unsubscribe = wakeups.onAppended(() => (wakes += 1));
        try {
          assert.equal(wakeups.listening, true);
          const listenerPid = await admin!.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN kl_events' AND pid <> pg_backend_pid() AND datname = current_database()",
          );
          assert.ok(listenerPid.rows.length >= 1);
          await admin!.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY ($1::int[])', [listenerPid.rows.map((r) => r.pid)]);
          assert.equal(await until(() => !wakeups.listening, 2_000), true, 'the loss was noticed');
          assert.equal(isConnectionError(errors[0]), true, `reported as a connection error: ${String(errors[0])}`);
          assert.equal(await until(() => wakeups.listening, 3_000), true, 'listening again');
          assert.ok(wakes >= 1, 'the runners were woken once it was back');

          // Another process's append reaches this one again.
          const before = wakes;
          const otherProcess = new EventStore(db.pool, { notifyIntervalMs: 5 });
          await otherProcess.append({ streamId: 'order-after-loss', expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] });
          assert.equal(await until(() => wakes > before, 3_000), true);
          assert.deepEqual(uncaught.errors, []);
        } finally {
          unsubscribe();
          await wakeups.stop();
          uncaught.stop();
        }
      });
    }
  });
}

describe('what counts as a lost connection', () => {
  it('knows the server’s shutdown and connection codes, socket errors and pg’s own messages', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']) {
      assert.equal(isConnectionError(withCode(code)), true, code);
    }
    assert.equal(isConnectionError(new Error('Connection terminated unexpectedly')), true);
    assert.equal(isConnectionError(new Error('timeout exceeded when trying to connect')), true);
    assert.equal(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])), true);
    assert.equal(isConnectionError(new Error('wrapped', { cause: withCode('57P01') })), true);
  });

  it('does not mistake a refused statement for one', () => {
    for (const code of ['23505', '40001', '40P01', '42P01', '22P05', '57014']) {
      assert.equal(isConnectionError(Object.assign(new Error('x'), { code })), false, code);
    }
    assert.equal(isConnectionError(new Error('Something else')), false);
    assert.equal(isConnectionError(null), false);
  });
});
