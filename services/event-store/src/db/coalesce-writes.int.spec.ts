import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { testDatabaseTargets } from '../testing/test-database.js';
import type { Database } from './open-database.js';

/**
 * Counts the socket's writes to the operating system: Node's Writable hands corked or queued
 * chunks to `_writev` (several) or `_write` (one) when it flushes.
 */
function countFlushes(client: pg.PoolClient): { readonly count: number } {
  const socket = (client as unknown as { connection: { stream: Record<'_write' | '_writev', (...args: unknown[]) => unknown> } }).connection.stream;
  const counter = { count: 0 };
  for (const method of ['_write', '_writev'] as const) {
    const original = socket[method];
    socket[method] = function (this: unknown, ...args: unknown[]) {
      counter.count += 1;
      return original.apply(this, args);
    };
  }
  return counter;
}

const fourStatements = (client: pg.PoolClient) =>
  Promise.all([client.query('SELECT 1 AS n'), client.query('SELECT $1::int AS n', [2]), client.query('SELECT 3 AS n'), client.query('SELECT 4 AS n')]);

for (const target of await testDatabaseTargets()) {
  describe(`socket writes of the store's pools on ${target.name}`, () => {
    let db: Database;
    before(async () => {
      db = await target.open();
    });
    after(async () => db.close());

    it('sends statements issued in the same turn in one write, and their answers stay apart', async () => {
      const client = await db.pool.connect();
      try {
        const flushes = countFlushes(client);
        const answers = await fourStatements(client);
        assert.deepEqual(answers.map((answer) => answer.rows[0].n), [1, 2, 3, 4]);
        assert.equal(flushes.count, 1);
      } finally {
        client.release();
      }
    });

    it('joins a statement issued after awaiting something already settled, but not one issued after an answer', async () => {
      const client = await db.pool.connect();
      try {
        const flushes = countFlushes(client);
        const first = client.query('SELECT 1 AS n');
        await Promise.resolve();
        const second = client.query('SELECT 2 AS n');
        await Promise.all([first, second]);
        assert.equal(flushes.count, 1);
        await client.query('SELECT 3 AS n');
        assert.equal(flushes.count, 2);
      } finally {
        client.release();
      }
    });

    it('leaves a failing statement’s error with it alone', async () => {
      const client = await db.pool.connect();
      try {
        const [good, bad, after] = await Promise.allSettled([client.query('SELECT 1 AS n'), client.query('SELECT * FROM no_such_table'), client.query('SELECT 3 AS n')]);
        assert.deepEqual([good.status, bad.status, after.status], ['fulfilled', 'rejected', 'fulfilled']);
        assert.match(String((bad as PromiseRejectedResult).reason), /no_such_table/);
        assert.equal((await client.query('SELECT 5 AS n')).rows[0].n, 5);
      } finally {
        client.release();
      }
    });

    // The embedded database takes one connection, which the store's pool holds.
    if (target.name === 'postgres') {
      it('is what makes the difference: a plain pipelined pool writes each statement on its own', async () => {
        const plain = new pg.Pool({ connectionString: db.connectionString, max: 1, pipeline: true });
        const client = await plain.connect();
        try {
          const flushes = countFlushes(client);
          await fourStatements(client);
          assert.equal(flushes.count, 4);
        } finally {
          client.release();
          await plain.end();
        }
      });
    }
  });
}
