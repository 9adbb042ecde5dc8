import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from './open-database.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import { ListenConnection } from './listen-connection.js';

const CHANNEL = 'kl_listen_test';

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return condition();
}

// LISTEN needs a connection of its own: the embedded database serves one, so only the server.
for (const target of (await testDatabaseTargets()).filter((t) => t.name === 'postgres')) {
  describe(`a LISTEN connection on ${target.name}`, () => {
    let db: Database;
    before(async () => {
      db = await target.open();
    });
    after(async () => db.close());

    it('hears its channel, says when it was lost, makes itself again and says that notifications were missed', async () => {
      const heard: Array<string | undefined> = [];
      const listened: boolean[] = [];
      const lost: unknown[] = [];
      const pool = db.extraPool(1);
      const connection = new ListenConnection(pool, {
        channel: CHANNEL,
        firstDelayMs: 20,
        onNotification: (payload) => heard.push(payload),
        onListening: (afterLoss) => listened.push(afterLoss),
        onLost: (error) => lost.push(error),
      });
      try {
        await connection.start();
        assert.equal(connection.listening, true);
        assert.deepEqual(listened, [false], 'the first LISTEN follows no loss');
        await db.pool.query(`SELECT pg_notify('${CHANNEL}', 'one'), pg_notify('kl_other_channel', 'not this')`);
        assert.equal(await until(() => heard.length === 1, 2_000), true);
        assert.deepEqual(heard, ['one']);

        const ended = await db.pool.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
          [`LISTEN ${CHANNEL}`],
        );
        assert.deepEqual(ended.rows, [{ ended: true }]);
        assert.equal(await until(() => !connection.listening, 2_000), true, 'the loss is seen');
        assert.equal(lost.length, 1);
        assert.equal(await until(() => connection.listening, 3_000), true, 'it listens again');
        assert.deepEqual(listened, [false, true], 'and says notifications may have been missed meanwhile');
        await db.pool.query(`SELECT pg_notify('${CHANNEL}', 'two')`);
        assert.equal(await until(() => heard.length === 2, 2_000), true);
        assert.deepEqual(heard, ['one', 'two']);
      } finally {
        await connection.stop(); // the pool ends with the database
      }
      assert.equal(connection.listening, false);
      assert.equal(lost.length, 1, 'a stop is no loss');
    });
  });
}
