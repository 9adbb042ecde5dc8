import assert from 'node:assert/strict';
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { freshClusterCopyPath, startFromFreshClusterCopy } from './fresh-cluster-copy.js';

const options = { extensions: { pg_trgm } };
const tables = async (db: PGlite) => (await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")).rows.map((row) => row.name);

describe('in-memory PGlite started from a copy of a fresh cluster', () => {
  it('keeps a copy of the fresh cluster, never of what a database held later, and every start from it is empty', async () => {
    const copyPath = await freshClusterCopyPath();
    await unlink(copyPath).catch(() => undefined);
    const first = await startFromFreshClusterCopy(options);
    await first.exec('CREATE TABLE orders (id int); INSERT INTO orders VALUES (1)');
    const copy = await stat(copyPath);
    assert.ok(copy.size > 1_000_000, `a whole cluster (${copy.size} bytes)`);

    const second = await startFromFreshClusterCopy(options);
    assert.deepEqual(await tables(second), [], "the first database's table is not in the copy");
    await second.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE TABLE tickets (subject text)');
    await second.query("INSERT INTO tickets VALUES ('refund please')");
    assert.equal((await second.query<{ n: number }>("SELECT count(*)::int AS n FROM tickets WHERE subject % 'refund'")).rows[0]?.n, 1, 'a working database, extensions too');
    assert.deepEqual(await tables(first), ['orders'], 'each start is its own database');
    await Promise.all([first.close(), second.close()]);
  });

  it('replaces a copy it cannot load and starts anyway', async () => {
    const copyPath = await freshClusterCopyPath();
    await writeFile(copyPath, 'not a data directory');
    const db = await startFromFreshClusterCopy(options);
    assert.deepEqual(await tables(db), []);
    await db.close();
    const replaced = await readFile(copyPath);
    assert.ok(replaced.length > 1_000_000, 'a loadable copy again');
  });
});
