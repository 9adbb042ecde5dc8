import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { withTransaction, type Database } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import type { AppConfig } from '../../config/app-config.js';
import { allMigrations } from '../../database/migrations.js';
import { KeyAllocator, OutOfStockError } from './key-allocator.js';
import { KeyVault } from './key-vault.js';

for (const target of await testDatabaseTargets()) {
  describe(`key allocation on ${target.name}`, () => {
    let db: Database;
    let vault: KeyVault;
    const allocator = new KeyAllocator();
    before(async () => {
      db = await target.open(allMigrations);
      vault = new KeyVault(db, { keyEncryptionKey: randomBytes(32) } as AppConfig);
      await withTransaction(db.pool, (tx) => vault.store(tx, 7, ['K-1', 'K-2', 'K-3']));
      await withTransaction(db.pool, (tx) => vault.store(tx, 8, ['OTHER-1']));
    });
    after(async () => db.close());

    const statusOf = async (gameId: number) =>
      (await db.pool.query<{ status: string; order_id: string | null }>('SELECT status, order_id FROM game_keys WHERE game_id = $1 ORDER BY id', [gameId])).rows;

    it('given 3 unsold keys, when an order takes 2, then those 2 are sold to it and 1 stays', async () => {
      const taken = await withTransaction(db.pool, (tx) => allocator.allocate(tx, 7, 2, 'order-a'));
      assert.equal(taken.length, 2);
      assert.deepEqual(vault.maskedFrom(taken), await vault.masked(taken.map((key) => key.id)), 'the masked forms come with the keys taken');
      const rows = await statusOf(7);
      assert.deepEqual(rows.filter((r) => r.status === 'sold').map((r) => r.order_id), ['order-a', 'order-a']);
      assert.equal(rows.filter((r) => r.status === 'available').length, 1);
      assert.deepEqual((await statusOf(8)).map((r) => r.status), ['available'], "another game's keys are not touched");
    });

    it('given 1 unsold key, when an order asks for 2, then OutOfStock with 1 left and nothing is marked', async () => {
      await assert.rejects(
        withTransaction(db.pool, (tx) => allocator.allocate(tx, 7, 2, 'order-b')),
        (error: unknown) => error instanceof OutOfStockError && error.available === 1 && error.gameId === 7,
      );
      assert.equal((await statusOf(7)).filter((r) => r.order_id === 'order-b').length, 0);
    });

    it('never hands out a sold key again', async () => {
      const last = await withTransaction(db.pool, (tx) => allocator.allocate(tx, 7, 1, 'order-c'));
      await assert.rejects(withTransaction(db.pool, (tx) => allocator.allocate(tx, 7, 1, 'order-d')), OutOfStockError);
      const soldTo = (await statusOf(7)).map((r) => r.order_id).sort();
      assert.deepEqual(soldTo, ['order-a', 'order-a', 'order-c']);
      assert.equal(last.length, 1);
    });
  });
}
