import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { withTransaction, type Database } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import type { AppConfig } from '../../config/app-config.js';
import { allMigrations } from '../../database/migrations.js';
import { KeyVault } from './key-vault.js';
import { DuplicateKeysError, InvalidKeysError } from './key-vault.errors.js';

for (const target of await testDatabaseTargets()) {
  describe(`key vault on ${target.name}`, () => {
    let db: Database;
    let vault: KeyVault;
    before(async () => {
      db = await target.open(allMigrations);
      vault = new KeyVault(db, { keyEncryptionKey: randomBytes(32) } as AppConfig);
    });
    after(async () => db.close());

    const keyCount = async () => Number((await db.pool.query('SELECT count(*) AS n FROM game_keys')).rows[0].n);

    it('stores keys encrypted and reveals them by id', async () => {
      const ids = await withTransaction(db.pool, (tx) => vault.store(tx, 1877, ['AAAAA-11111-ZZZZZ', 'BBBBB-22222-YYYYY']));
      assert.equal(ids.length, 2);
      // Time-ordered ids (version 7), in upload order: sales, oldest first, walk the primary key in order.
      ids.forEach((id) => assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));
      assert.ok(ids[0]! < ids[1]!);
      assert.equal(await vault.reveal(ids[0]!), 'AAAAA-11111-ZZZZZ');
      const stored = await db.pool.query<{ ciphertext: Buffer; fingerprint: Buffer }>('SELECT ciphertext, fingerprint FROM game_keys');
      for (const row of stored.rows) {
        assert.equal(row.ciphertext.includes(Buffer.from('AAAAA')), false, 'no key text at rest');
        assert.equal(row.ciphertext.includes(Buffer.from('BBBBB')), false, 'no key text at rest');
      }
      assert.equal(await vault.reveal('00000000-0000-4000-8000-000000000000'), null);
    });

    it('rejects an upload with a key already in the store, naming it, and stores none of it', async () => {
      const before = await keyCount();
      await assert.rejects(
        withTransaction(db.pool, (tx) => vault.store(tx, 42, ['CCCCC-33333', ' aaaaa-11111-zzzzz '])),
        (error: unknown) => error instanceof DuplicateKeysError && error.duplicates.join() === 'aaaaa-11111-zzzzz',
      );
      await assert.rejects(
        withTransaction(db.pool, (tx) => vault.store(tx, 42, ['DDDDD-44444', 'EEEEE-55555', 'ddddd-44444'])),
        (error: unknown) => error instanceof DuplicateKeysError && error.duplicates.join() === 'ddddd-44444',
      );
      assert.equal(await keyCount(), before);
    });

    it('rejects empty uploads and keys that are not printable text', async () => {
      for (const keys of [[], [''], ['   '], ['bad\u0000key'], ['x'.repeat(201)], ['tab\tinside'], ['ABCD'], ['GOOD-KEY-1', 'k']]) {
        await assert.rejects(withTransaction(db.pool, (tx) => vault.store(tx, 42, keys)), InvalidKeysError, JSON.stringify(keys));
      }
    });

    it('lets exactly one of two concurrent uploads of the same key succeed', async () => {
      const before = await keyCount();
      const outcomes = await Promise.allSettled(
        [1, 2].map(() => withTransaction(db.pool, (tx) => vault.store(tx, 99, ['RACE-KEY-0001']))),
      );
      assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 1);
      assert.ok(outcomes.some((o) => o.status === 'rejected' && o.reason instanceof DuplicateKeysError));
      assert.equal(await keyCount(), before + 1);
    });
  });
}
