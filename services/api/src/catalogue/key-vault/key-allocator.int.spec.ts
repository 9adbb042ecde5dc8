import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { withTransaction, type Database, type Queryable } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import type { AppConfig } from '../../config/app-config.js';
import { allMigrations } from '../../database/migrations.js';
import { KeyAllocator, OutOfStockError, UNSOLD_KEYS_SQL } from './key-allocator.js';
import { KeyVault } from './key-vault.js';

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan, as far as the plan test reads it. */
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function findNode(node: PlanNode, matches: (node: PlanNode) => boolean): PlanNode | null {
  if (matches(node)) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, matches);
    if (found) return found;
  }
  return null;
}

for (const target of await testDatabaseTargets()) {
  describe(`key allocation on ${target.name}`, () => {
    let db: Database;
    let vault: KeyVault;
    const allocator = new KeyAllocator();
    before(async () => {
      db = await target.open(allMigrations);
      vault = new KeyVault(db, { keyEncryptionKey: randomBytes(32) } as AppConfig);
      await withTransaction(db.pool, (tx) => vault.store(tx, 7, ['KEY-1', 'KEY-2', 'KEY-3']));
      await withTransaction(db.pool, (tx) => vault.store(tx, 8, ['OTHER-1']));
    });
    after(async () => db.close());

    const statusOf = async (gameId: number) =>
      (await db.pool.query<{ status: string; order_id: string | null }>('SELECT status, order_id FROM game_keys WHERE game_id = $1 ORDER BY id', [gameId])).rows;

    /** One transaction: read the unsold keys, let the orders take theirs in turn, mark them sold. */
    const allocate = (orders: Array<{ orderId: string; gameId: number; quantity: number }>) =>
      withTransaction(db.pool, async (tx) => {
        const wanted = new Map<number, number>();
        for (const order of orders) wanted.set(order.gameId, (wanted.get(order.gameId) ?? 0) + order.quantity);
        const pool = await allocator.unsold(tx, wanted);
        const outcomes = orders.map((order) => {
          try {
            return { orderId: order.orderId, keys: pool.take(order.gameId, order.quantity) };
          } catch (error) {
            return { orderId: order.orderId, error: error as OutOfStockError };
          }
        });
        await allocator.markSold(tx, outcomes.flatMap((o) => (o.keys ?? []).map((key) => ({ keyId: key.id, orderId: o.orderId }))));
        return outcomes;
      });

    it("reads a game's oldest unsold keys straight from the index, without sorting all of that game's keys", async () => {
      // Enough keys of one game, in three batches, that reading and sorting them all would show.
      for (let batch = 0; batch < 3; batch += 1) {
        const texts = Array.from({ length: 700 }, (_, i) => `PLAN-${batch}-${i}`);
        await withTransaction(db.pool, (tx) => vault.store(tx, 9, texts));
      }
      await db.pool.query('ANALYZE game_keys');
      const plan = await withTransaction(db.pool, async (tx) => {
        await tx.query(`PREPARE unsold_plan (int[], int[]) AS ${UNSOLD_KEYS_SQL}`);
        const explained = await tx.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>("EXPLAIN (FORMAT JSON) EXECUTE unsold_plan ('{9}', '{2}')");
        await tx.query('DEALLOCATE unsold_plan');
        return explained.rows[0]!['QUERY PLAN'][0]!.Plan;
      });
      const limit = findNode(plan, (node) => node['Node Type'] === 'Limit');
      assert.ok(limit, 'the per-game read has a LIMIT');
      const under = limit['Plans']?.[0];
      assert.equal(under?.['Node Type'], 'Index Scan', `the LIMIT reads an index in order, not a sort: ${JSON.stringify(limit)}`);
      assert.equal(under?.['Index Name'], 'game_keys_unsold_in_order');
      await db.pool.query('DELETE FROM game_keys WHERE game_id = 9');
    });

    it('given 3 unsold keys, when an order takes 2, then those 2 are sold to it and 1 stays', async () => {
      const [outcome] = await allocate([{ orderId: 'order-a', gameId: 7, quantity: 2 }]);
      const taken = outcome!.keys!;
      assert.equal(taken.length, 2);
      assert.deepEqual(vault.maskedFrom(taken), await vault.masked(taken.map((key) => key.id)), 'the masked forms come with the keys taken');
      const rows = await statusOf(7);
      assert.deepEqual(rows.filter((r) => r.status === 'sold').map((r) => r.order_id), ['order-a', 'order-a']);
      assert.equal(rows.filter((r) => r.status === 'available').length, 1);
      assert.deepEqual((await statusOf(8)).map((r) => r.status), ['available'], "another game's keys are not touched");
    });

    it('given 1 unsold key, when an order asks for 2, then OutOfStock with 1 left and nothing is marked', async () => {
      const [outcome] = await allocate([{ orderId: 'order-b', gameId: 7, quantity: 2 }]);
      assert.ok(outcome!.error instanceof OutOfStockError && outcome!.error.available === 1 && outcome!.error.gameId === 7);
      assert.equal((await statusOf(7)).filter((r) => r.order_id === 'order-b').length, 0);
    });

    it('in one transaction, orders take distinct keys in turn; the one past the stock is refused; a sold key is never handed out again', async () => {
      const outcomes = await allocate([
        { orderId: 'order-c', gameId: 7, quantity: 1 },
        { orderId: 'order-d', gameId: 7, quantity: 1 },
        { orderId: 'order-e', gameId: 8, quantity: 1 },
      ]);
      assert.equal(outcomes[0]!.keys!.length, 1);
      assert.ok(outcomes[1]!.error instanceof OutOfStockError && outcomes[1]!.error.available === 0);
      assert.equal(outcomes[2]!.keys!.length, 1);
      const [later] = await allocate([{ orderId: 'order-f', gameId: 7, quantity: 1 }]);
      assert.ok(later!.error instanceof OutOfStockError);
      const soldTo = (await statusOf(7)).map((r) => r.order_id).sort();
      assert.deepEqual(soldTo, ['order-a', 'order-a', 'order-c']);
    });

    it('refuses to mark a key that is no longer unsold (the whole transaction rolls back)', async () => {
      const sold = (await db.pool.query<{ id: string }>("SELECT id FROM game_keys WHERE order_id = 'order-c'")).rows[0]!.id;
      await assert.rejects(withTransaction(db.pool, (tx) => allocator.markSold(tx, [{ keyId: sold, orderId: 'order-g' }])), /Marked 0 of 1/);
      assert.equal((await statusOf(7)).filter((r) => r.order_id === 'order-g').length, 0);
    });
  });

  // The key vault grows by uploads of thousands of keys between the planner's statistics (and
  // between the plans a connection caches): allocation must not come to read the table whole.
  describe(`key allocation as the key vault grows, on ${target.name}`, () => {
    let db: Database;
    const allocator = new KeyAllocator();
    beforeEach(async () => {
      db = await target.open(allMigrations);
    });
    afterEach(async () => db.close());

    /** Rows made in SQL: the planner needs their number, not real key texts. */
    const insertKeys = (gameId: number, count: number, status: 'available' | 'sold') =>
      db.pool.query(
        `INSERT INTO game_keys (id, game_id, ciphertext, fingerprint, status, order_id)
         SELECT gen_random_uuid(), $1::int, '\\x00', decode(md5($1::int || '-' || $3::text || '-' || i), 'hex'), $3::text,
                CASE WHEN $3::text = 'sold' THEN 'order-' || i END
           FROM generate_series(1, $2::int) AS i`,
        [gameId, count, status],
      );

    /** Sequential scans of game_keys and scans of its indexes counted so far by this connection (not yet reported). */
    const scanCounts = async (tx: Queryable) => {
      const { rows } = await tx.query<{ table_scans: string; unsold_index_scans: string; primary_key_scans: string }>(
        `SELECT pg_stat_get_xact_numscans('game_keys'::regclass) AS table_scans,
                pg_stat_get_xact_numscans('game_keys_unsold_in_order'::regclass) AS unsold_index_scans,
                pg_stat_get_xact_numscans('game_keys_pkey'::regclass) AS primary_key_scans`,
      );
      return { tableScans: Number(rows[0]!.table_scans), unsoldIndexScans: Number(rows[0]!.unsold_index_scans), primaryKeyScans: Number(rows[0]!.primary_key_scans) };
    };

    /** Reads and marks `count` keys of the game in one transaction; the scans that took. */
    const allocateCounted = (gameId: number, count: number) =>
      withTransaction(db.pool, async (tx) => {
        const before = await scanCounts(tx);
        const pool = await allocator.unsold(tx, new Map([[gameId, count]]));
        await allocator.markSold(tx, pool.take(gameId, count).map((key) => ({ keyId: key.id, orderId: `order-${gameId}` })));
        const after = await scanCounts(tx);
        return {
          tableScans: after.tableScans - before.tableScans,
          unsoldIndexScans: after.unsoldIndexScans - before.unsoldIndexScans,
          primaryKeyScans: after.primaryKeyScans - before.primaryKeyScans,
        };
      });

    it('after statistics taken while every key was sold, a large upload: keys are marked by primary key, not by reading every unsold key', async () => {
      await insertKeys(10, 20_000, 'sold');
      await db.pool.query('ANALYZE game_keys');
      await insertKeys(11, 10_000, 'available');
      const scans = await allocateCounted(11, 3);
      assert.equal(scans.tableScans, 0, 'no sequential scan of game_keys');
      // One scan: the read of the game's oldest unsold keys; the marks go by primary key.
      assert.equal(scans.unsoldIndexScans, 1, 'the unsold-keys index is read once, for the unsold keys, not to mark them');
      assert.ok(scans.primaryKeyScans >= 1, 'the marks look keys up by primary key');
    });

    it('a connection that allocated while the vault was small still allocates by index once it holds 20,000 keys', async () => {
      await insertKeys(12, 10, 'available');
      // More than five runs: a named prepared statement then settles on its generic plan.
      for (let i = 0; i < 8; i += 1) await allocateCounted(12, 1);
      await insertKeys(13, 20_000, 'available');
      const scans = await allocateCounted(13, 3);
      assert.equal(scans.tableScans, 0, 'no sequential scan of game_keys');
      assert.ok(scans.primaryKeyScans >= 1, 'the marks look keys up by primary key');
    });
  });
}
