import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Database } from './open-database.js';
import { withSessionSettings } from './session-settings.js';
import { createTestSchema, testDatabaseTargets } from '../testing/test-database.js';

describe('session settings in the connection string', () => {
  it('adds jit=off (and the schema) after the options the string already carries', () => {
    const url = new URL(withSessionSettings('postgres://u@db:5432/app?options=-c%20statement_timeout%3D5s&application_name=kl', 'kl_s'));
    assert.equal(url.searchParams.get('options'), '-c statement_timeout=5s -c jit=off -c search_path=kl_s');
    assert.equal(url.searchParams.get('application_name'), 'kl');
    assert.equal(new URL(withSessionSettings('postgres://u@db/app')).searchParams.get('options'), '-c jit=off');
  });

  it('refuses a connection string that is not a URL', () => {
    assert.throws(() => withSessionSettings('host=db dbname=app'), /DATABASE_URL must be a postgres:\/\/ URL/);
  });
});

// The server only: PGlite has no JIT and one session, opened by the embedded server.
const server = (await testDatabaseTargets()).some((target) => target.name === 'postgres');
for (const target of server ? ['postgres'] : []) {
  describe(`every session of the store on ${target}`, () => {
    let schema: Awaited<ReturnType<typeof createTestSchema>>;
    let db: Database;
    before(async () => {
      schema = await createTestSchema();
      db = await openDatabase({ databaseUrl: schema.databaseUrl, dataDir: 'unused', poolSize: 4 });
    });
    after(async () => {
      await db.close();
      await schema.drop();
    });

    it('runs with JIT off and keeps the search_path the URL gave, on the main pool and on an extra pool', async () => {
      const schemaName = new URL(schema.databaseUrl).searchParams.get('options')!.replace('-c search_path=', '');
      for (const pool of [db.pool, db.extraPool(2)]) {
        const clients = await Promise.all([pool.connect(), pool.connect()]);
        try {
          for (const client of clients) {
            const { rows } = await client.query<{ jit: string; schema: string }>("SELECT current_setting('jit') AS jit, current_schema() AS schema");
            assert.deepEqual(rows[0], { jit: 'off', schema: schemaName });
          }
        } finally {
          clients.forEach((client) => client.release());
        }
      }
    });
  });
}
