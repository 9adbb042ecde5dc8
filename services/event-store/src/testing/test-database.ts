import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/open-database.js';
import { migrate } from '../schema/migrate.js';
import { eventStoreMigrations } from '../schema/event-store.migrations.js';
import type { Migration } from '../schema/migration.js';

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else the local server's `test` database. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A database of its own for one test file: a fresh PGlite, or a fresh schema on the server. */
  open(migrations?: readonly Migration[]): Promise<Database>;
}

async function serverReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  async open(migrations = eventStoreMigrations) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db.pool, migrations);
    return db;
  },
};

const serverTarget: TestDatabaseTarget = {
  name: 'postgres',
  async open(migrations = eventStoreMigrations) {
    const schema = await createTestSchema();
    const db = await openDatabase({ databaseUrl: schema.databaseUrl, dataDir: 'unused', poolSize: 40 });
    await migrate(db.pool, migrations);
    return {
      ...db,
      async close() {
        await db.close();
        await schema.drop();
      },
    };
  },
};

/**
 * The databases a contract suite runs on: always PGlite; the PostgreSQL server when it answers.
 * On CI (CI=true) the server is required: a missing server fails the run instead of skipping.
 */
export async function testDatabaseTargets(): Promise<TestDatabaseTarget[]> {
  if (await serverReachable()) return [pgliteTarget, serverTarget];
  if (process.env.CI === 'true') {
    throw new Error(`CI=true but the PostgreSQL server at ${TEST_SERVER_URL} does not answer`);
  }
  console.warn(`PostgreSQL server at ${TEST_SERVER_URL} not reachable: running the PGlite target only`);
  return [pgliteTarget];
}


/** A fresh schema on the test server and a DATABASE_URL that puts it first on the search_path. */
export async function createTestSchema(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const schema = `kl_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(TEST_SERVER_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: TEST_SERVER_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
