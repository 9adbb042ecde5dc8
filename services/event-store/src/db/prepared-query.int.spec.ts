import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { EventStore } from '../event-store.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import type { Database } from './open-database.js';

/** The statements the client's session holds prepared. */
async function preparedStatements(client: pg.PoolClient): Promise<string[]> {
  const result = await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
  return result.rows.map((row) => row.name);
}

for (const target of await testDatabaseTargets()) {
  describe(`prepared statements of the store on ${target.name}`, () => {
    let db: Database;
    before(async () => {
      db = await target.open();
    });
    after(async () => db.close());

    it(target.name === 'postgres' ? 'prepares the log read once per connection and runs it again by name' : 'prepares nothing: the embedded database is one session behind all its connections', async () => {
      const store = new EventStore(db.pool);
      await store.append({ streamId: 'order-prepared', expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] });
      const client = await db.pool.connect();
      try {
        const from = { transactionId: '0', position: 0 };
        const first = await store.readLogBatch(from, 10, { db: client });
        const second = await store.readLogBatch(from, 10, { db: client });
        assert.deepEqual(second, first);
        assert.ok(first.events.length >= 1);
        const prepared = await preparedStatements(client);
        if (target.name === 'postgres') assert.ok(prepared.includes('kl_read_log_10'), `prepared: ${prepared.join(', ')}`);
        else assert.deepEqual(prepared, []);
      } finally {
        client.release();
      }
    });

    if (target.name === 'pglite') {
      it('lets a second connection run the same statements (a reconnect, another process)', async () => {
        const store = new EventStore(db.pool);
        await store.append({ streamId: 'order-prepared', expectedVersion: 'any', events: [{ type: 'Happened', data: {} }] });
        const second = new pg.Client({ connectionString: db.connectionString });
        await second.connect();
        try {
          // Another process's store on the same session: its statements must not collide.
          const otherProcess = new EventStore(second as unknown as pg.Pool);
          const batch = await otherProcess.readLogBatch({ transactionId: '0', position: 0 }, 10, { db: second });
          assert.ok(batch.events.length >= 2);
        } finally {
          await second.end();
        }
      });
    }
  });
}
