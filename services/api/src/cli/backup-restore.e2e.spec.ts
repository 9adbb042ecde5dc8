import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EventStore, type Queryable } from '@keyledger/event-store';
import { TEST_SERVER_URL } from '@keyledger/event-store/testing';
import pg from 'pg';
import { allProjections } from '../projections/all-projections.js';
import { eventually } from '../testing/eventually.js';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';
import { busyStore, type BusyStore } from './testing/busy-store.js';
import { runCli, type CliRun } from './testing/cli-run.js';

const NAMES = allProjections.map((p) => p.name).sort();

/** Every projection's line of a clean verify, and the restore's last word. */
function assertVerifiedClean(run: CliRun): void {
  assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
  for (const name of NAMES) assert.match(run.stdout, new RegExp(`^${name}: no difference from a replay of the log up to position [\\d,]+ \\([\\d,]+ events\\)$`, 'm'));
  assert.match(run.stdout, /^Restored: every read model equals a replay of the log; the store can start$/m);
}

/** What a store's database holds, to compare a restored one with: events, users, orders. */
async function counts(db: Queryable | string): Promise<{ events: number; users: number; orders: number }> {
  if (typeof db === 'string') {
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    try {
      return await counts(client);
    } finally {
      await client.end();
    }
  }
  const row = (await db.query<{ events: number; users: number; orders: number }>('SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM inventory_orders)::int AS orders')).rows[0]!;
  return { events: row.events, users: row.users, orders: row.orders };
}

/**
 * The restored store serves: the customer signs in by password, reads the inventory they had
 * (`orderIds`), and buys again (an append to their existing wallet stream). The new order's id.
 */
async function assertServes(restored: TestApp, store: BusyStore, orderIds: readonly string[]): Promise<string> {
  const login = await restored.call('POST', 'auth/login', { body: { email: store.customer.email, password: store.customer.password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const token = login.body.token as string;
  const inventory = await restored.call('GET', `inventory/${store.customer.userId}`, { token });
  assert.equal(inventory.status, 200, JSON.stringify(inventory.body));
  assert.deepEqual(inventory.body.inventory.map((order: { orderId: string }) => order.orderId).sort(), [...orderIds].sort());
  const again = await restored.call('POST', 'order/create-order', { token, body: { userId: store.customer.userId, games: [{ gameId: 1011, quantity: 1 }], paymentMethod: 'wallet' } });
  assert.equal(again.status, 201, JSON.stringify(again.body));
  const after = await restored.call('GET', `inventory/${store.customer.userId}?position=${again.body.position}`, { token });
  const orderId = again.body.data.order.orderId as string;
  assert.ok(after.body.inventory.some((order: { orderId: string }) => order.orderId === orderId), 'the new order is in the inventory');
  return orderId;
}

/** Whether a session waits for a lock on schema_migrations (pg_dump, held up by the test). */
async function dumpWaits(api: TestApp): Promise<boolean> {
  const waiting = await api.app.get(EventStore).pool.query<{ waits: boolean }>(
    "SELECT EXISTS (SELECT FROM pg_locks WHERE relation = 'schema_migrations'::regclass AND NOT granted) AS waits",
  );
  return waiting.rows[0]!.waits;
}

/** The log's events in its read order, (transaction id, position). */
async function logOrder(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<{ event_id: string }>('SELECT event_id FROM events ORDER BY transaction_id, global_position')).rows.map((row) => row.event_id);
  } finally {
    await client.end();
  }
}

const targets = await apiTestTargets();

if (targets.includes('postgres')) {
  describe('npm run backup and npm run restore on a PostgreSQL server', () => {
    let api: TestApp;
    let store: BusyStore;
    let dataDir: string;
    const databases: string[] = [];
    const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
    /** The backup of test 1, and the database it was restored into. */
    let backupFile: string;
    let restoredUrl: string;
    /** The customer's orders in the restored database (test 1 buys one there). */
    let restoredOrderIds: string[];

    /** A new, empty database on the test server, and the store's DATABASE_URL moved onto it (same schema on the search_path). */
    async function emptyDatabase(): Promise<string> {
      const name = `kl_restore_${randomBytes(5).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      databases.push(name);
      const url = new URL(api.databaseUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    }

    before(async () => {
      await admin.connect();
      // DATA_DIR keeps the store's secrets and its erasure ledger, which the restore uses too.
      dataDir = await mkdtemp(path.join(tmpdir(), 'kl-backup-pg-'));
      api = await startTestApp('postgres', { DATA_DIR: dataDir });
      store = await busyStore(api);
      assert.deepEqual(await store.round(), [200, 201, 200]);
    });
    after(async () => {
      await api.close();
      for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('backs up a busy store while it serves; restored into an empty database, every read model verifies and the store serves', async () => {
      backupFile = path.join(dataDir, 'store.backup');
      const before = await counts(api.databaseUrl!);
      // pg_dump takes its snapshot, then a share lock on each table: a table held locked here (one
      // the running store never touches) keeps it waiting in the middle of the backup while the
      // store serves rounds of checkouts, refunds and tickets, which the backup must not hold.
      // The exclusive lock takes a transaction id, which holds the log's read horizon back: the
      // read models wait, and with them the answer to a new ticket. So the lock is let go once the
      // rounds' tickets are in the log, and their answers come after.
      const pool = api.app.get(EventStore).pool;
      const ticketsOpened = async () => Number((await pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE event_type = 'TicketOpened'")).rows[0]!.n);
      const openedBefore = await ticketsOpened();
      const gate = await pool.connect();
      let backup: Promise<CliRun>;
      let rounds: Promise<number[][]>;
      try {
        await gate.query('BEGIN');
        await gate.query('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE');
        backup = runCli('backup-cli.js', [backupFile], { DATABASE_URL: api.databaseUrl!, DATA_DIR: dataDir });
        await eventually(async () => ((await dumpWaits(api)) ? true : undefined), 'pg_dump waits for its lock on schema_migrations', 30_000);
        rounds = Promise.all([store.round(), store.round(), store.round()]);
        await eventually(async () => ((await ticketsOpened()) === openedBefore + 3 ? true : undefined), 'three tickets opened while pg_dump waits', 30_000);
      } finally {
        await gate.query('COMMIT');
        gate.release();
      }
      assert.deepEqual(await rounds, Array(3).fill([200, 201, 200]), 'every request answered while the backup ran');
      const backedUp = await backup;
      assert.equal(backedUp.code, 0, backedUp.stderr);
      assert.match(backedUp.stdout, /^Backed up schema "kl_test_\w+" with pg_dump \d+ \(custom format\) to .*store\.backup \(\d+ KiB\)$/m);

      restoredUrl = await emptyDatabase();
      const restore = await runCli('restore-cli.js', [backupFile], { DATABASE_URL: restoredUrl, DATA_DIR: dataDir });
      assertVerifiedClean(restore);
      assert.match(restore.stdout, /^Restored schema "kl_test_\w+" with pg_restore \d+ from /m);
      assert.doesNotMatch(restore.stdout, /Transaction ids/, 'same cluster: the ids fit as they are');
      // A copy of the moment the backup began: none of what the store did while it ran.
      assert.deepEqual(await counts(restoredUrl), before);
      assert.ok((await counts(api.databaseUrl!)).events > before.events);

      const served = await startTestApp('postgres', { DATABASE_URL: restoredUrl, DATA_DIR: dataDir });
      try {
        restoredOrderIds = [...store.customer.orderIds, await assertServes(served, store, store.customer.orderIds)];
      } finally {
        await served.close();
      }
    });

    it('refuses to restore into a database that holds a store (exit 2), and changes nothing', async () => {
      const before = await counts(restoredUrl);
      const again = await runCli('restore-cli.js', [backupFile], { DATABASE_URL: restoredUrl, DATA_DIR: dataDir });
      assert.equal(again.code, 2, again.stderr);
      assert.match(again.stderr, /^The database is not empty: schema "kl_test_\w+" holds \d+ tables and sequences \(events, [\w, ]+…\)\. Restore into an empty database \(or schema\); nothing was changed$/m);
      assert.deepEqual(await counts(restoredUrl), before);
    });

    it('renumbers, in order, transaction ids from a cluster ahead of this one, and the restored store appends to its streams', async () => {
      // A store whose cluster had run three epochs of transactions more than this one: its ids are far ahead.
      const ahead = new pg.Client({ connectionString: restoredUrl });
      await ahead.connect();
      try {
        const columns = await ahead.query<{ table_name: string; column_name: string }>(
          "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND data_type = 'xid8'",
        );
        assert.ok(columns.rows.length >= 3, 'events, streams, checkpoints at least');
        for (const { table_name, column_name } of columns.rows) {
          await ahead.query(`UPDATE ${table_name} SET ${column_name} = (${column_name}::text::numeric + 3 * 4294967296)::text::xid8 WHERE ${column_name} <> '0'`);
        }
      } finally {
        await ahead.end();
      }
      const aheadFile = path.join(dataDir, 'ahead.backup');
      assert.equal((await runCli('backup-cli.js', [aheadFile], { DATABASE_URL: restoredUrl, DATA_DIR: dataDir })).code, 0);

      const youngerUrl = await emptyDatabase();
      const restore = await runCli('restore-cli.js', [aheadFile], { DATABASE_URL: youngerUrl, DATA_DIR: dataDir });
      assertVerifiedClean(restore);
      assert.match(restore.stdout, /^Transaction ids: the backup's were ahead of this cluster's; [\d,]+ renumbered in their order$/m);

      assert.deepEqual(await logOrder(youngerUrl), await logOrder(restoredUrl), 'the log reads in the same order');

      const served = await startTestApp('postgres', { DATABASE_URL: youngerUrl, DATA_DIR: dataDir });
      try {
        await assertServes(served, store, restoredOrderIds);
      } finally {
        await served.close();
      }
    });
  });
}

describe('npm run backup and npm run restore on embedded data (PGlite under DATA_DIR)', () => {
  let dataDir: string;
  let restoredDir: string;
  let api: TestApp | null = null;
  let store: BusyStore;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kl-backup-pglite-'));
    restoredDir = await mkdtemp(path.join(tmpdir(), 'kl-restore-pglite-'));
    api = await startTestApp('pglite', { DATA_DIR: dataDir });
    store = await busyStore(api);
    for (let i = 0; i < 3; i += 1) assert.deepEqual(await store.round(), [200, 201, 200]);
  });
  after(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(restoredDir, { recursive: true, force: true });
  });

  it('refuses to back up while the store runs (exit 2); the stopped store backs up, restores into an empty DATA_DIR, verifies, and serves', async () => {
    const backupFile = path.join(dataDir, 'store.backup.tar.gz');
    const whileRunning = await runCli('backup-cli.js', [backupFile], { DATA_DIR: dataDir });
    assert.equal(whileRunning.code, 2, whileRunning.stderr);
    assert.match(whileRunning.stderr, /^A store is running on .* \(its embedded database answers at postgres:\/\/.*\): stop it, then back up again$/m);

    const before = await counts(api!.app.get(EventStore).pool);
    await api!.close();
    api = null;
    const backup = await runCli('backup-cli.js', [backupFile], { DATA_DIR: dataDir });
    assert.equal(backup.code, 0, backup.stderr);
    assert.match(backup.stdout, /^Backed up the embedded database of .* to .*store\.backup\.tar\.gz \([\d.]+ (KiB|MiB)\)$/m);

    // On another machine the operator brings the secrets along (the backup holds none), and the erasure ledger stays where it is.
    for (const name of (await readdir(dataDir)).filter((file) => file.endsWith('.secret'))) await copyFile(path.join(dataDir, name), path.join(restoredDir, name));
    const env = { DATA_DIR: restoredDir, ERASURE_LEDGER: path.join(dataDir, 'erasure-ledger.jsonl') };
    const restore = await runCli('restore-cli.js', [backupFile], env);
    assertVerifiedClean(restore);
    assert.match(restore.stdout, /^Restored the embedded database into .* from .*store\.backup\.tar\.gz$/m);

    const again = await runCli('restore-cli.js', [backupFile], env);
    assert.equal(again.code, 2, again.stderr);
    assert.match(again.stderr, /holds an embedded database already \(its pgdata directory\): restore into a DATA_DIR without one; nothing was changed$/m);

    const served = await startTestApp('pglite', { DATA_DIR: restoredDir });
    try {
      assert.deepEqual(await counts(served.app.get(EventStore).pool), before);
      await assertServes(served, store, store.customer.orderIds);
    } finally {
      await served.close();
    }
  });
});
