import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { EventStore, type Database } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { BadRequestError, ConflictError, NotFoundError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { allMigrations } from '../../database/migrations.js';
import { BundledGameDatabase } from '../../game-database/bundled/bundled-game-database.js';
import { generateGameDatabase } from '../../game-database/generator/generate-game-database.js';
import { KeyVault } from '../key-vault/key-vault.js';
import { ListGameCommand } from './list-game.command.js';
import { ListGameHandler } from './list-game.handler.js';

const admin = { id: 'admin-1', role: 'admin' };

for (const target of await testDatabaseTargets()) {
  describe(`listing a game on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    let vault: KeyVault;
    let handler: ListGameHandler;
    before(async () => {
      db = await target.open(allMigrations);
      store = new EventStore(db.pool);
      const config = { keyEncryptionKey: randomBytes(32), imageBaseUrl: '/images' } as AppConfig;
      vault = new KeyVault(db, config);
      handler = new ListGameHandler(store, vault, new BundledGameDatabase(generateGameDatabase(), config));
    });
    after(async () => db.close());

    const keysOf = async (gameId: number) => Number((await db.pool.query('SELECT count(*) AS n FROM game_keys WHERE game_id = $1', [gameId])).rows[0].n);
    const eventsOf = async (gameId: number) => (await store.readStream(`game-${gameId}`)).events;

    it('lists a game with its keys: key ids in the events, key text only in the vault', async () => {
      const result = await handler.execute(new ListGameCommand(1877, 5999, ['CYBER-AAAA-0001', 'CYBER-AAAA-0002', 'CYBER-AAAA-0003'], admin));
      assert.equal(result.keysAdded, 3);
      const events = await eventsOf(1877);
      assert.deepEqual(events.map((e) => e.type), ['GameListed', 'KeysAdded']);
      assert.equal((events[0]!.data.game as { slug: string }).slug, 'cyber-punk');
      assert.equal(events[0]!.data.priceCents, 5999);
      const keyIds = events[1]!.data.keyIds as string[];
      assert.equal(keyIds.length, 3);
      for (const id of keyIds) assert.match(id, /^[0-9a-f-]{36}$/);
      const logText = JSON.stringify(await db.pool.query('SELECT data, metadata FROM events').then((r) => r.rows));
      assert.equal(logText.includes('CYBER-AAAA'), false, 'no key text in the log');
      assert.equal(await vault.reveal(keyIds[0]!), 'CYBER-AAAA-0001');
      assert.equal(events[0]!.metadata.actor?.id, 'admin-1');
    });

    it('refuses a key already in the store, naming it, and writes nothing', async () => {
      await assert.rejects(
        handler.execute(new ListGameCommand(1009, 1999, ['FRESH-0001', 'cyber-aaaa-0002'], admin)),
        (error: unknown) => error instanceof ConflictError && /cyber-aaaa-0002/.test(error.message),
      );
      assert.deepEqual(await eventsOf(1009), []);
      assert.equal(await keysOf(1009), 0);
    });

    it('refuses a second listing, an unknown game and a bad price, storing no key', async () => {
      await assert.rejects(handler.execute(new ListGameCommand(1877, 5999, ['AGAIN-0001'], admin)), ConflictError);
      await assert.rejects(handler.execute(new ListGameCommand(99_999_999, 5999, ['NOGAME-0001'], admin)), NotFoundError);
      await assert.rejects(handler.execute(new ListGameCommand(1009, 0, ['FREE-0001'], admin)), BadRequestError);
      await assert.rejects(handler.execute(new ListGameCommand(1009, 1999, [], admin)), BadRequestError);
      assert.equal(await keysOf(1877), 3);
      assert.equal(await keysOf(1009), 0);
      assert.equal(Number((await db.pool.query(`SELECT count(*) AS n FROM game_keys WHERE fingerprint IS NOT NULL`)).rows[0].n), 3);
    });

    it('lets one of two admins listing the same game at once win; the other stores nothing', async () => {
      const outcomes = await Promise.allSettled([
        handler.execute(new ListGameCommand(1009, 1999, ['RACE-A-0001', 'RACE-A-0002'], admin)),
        handler.execute(new ListGameCommand(1009, 2999, ['RACE-B-0001'], admin)),
      ]);
      assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 1);
      assert.ok(outcomes.some((o) => o.status === 'rejected' && o.reason instanceof ConflictError));
      const events = await eventsOf(1009);
      assert.deepEqual(events.map((e) => e.type), ['GameListed', 'KeysAdded']);
      assert.equal(await keysOf(1009), (events[1]!.data.keyIds as string[]).length);
    });

    it('lists a game with a large key upload (7,000 keys), its ids over several KeysAdded events of one append', async () => {
      const keys = Array.from({ length: 7_000 }, (_, i) => `BULK-${String(i).padStart(6, '0')}-KEY`);
      // A game of the database no other test here lists.
      const gameId = generateGameDatabase().games.map((g) => g.id).find((id) => ![1009, 1877].includes(id))!;
      const result = await handler.execute(new ListGameCommand(gameId, 1999, keys, admin));
      assert.equal(result.keysAdded, 7_000);
      const events = await eventsOf(gameId);
      assert.deepEqual(events.map((e) => e.type), ['GameListed', 'KeysAdded', 'KeysAdded', 'KeysAdded', 'KeysAdded']);
      assert.equal(new Set(events.map((e) => e.transactionId)).size, 1, 'one transaction');
      const keyIds = events.slice(1).flatMap((e) => e.data.keyIds as string[]);
      assert.equal(new Set(keyIds).size, 7_000);
      assert.equal(await keysOf(gameId), 7_000);
      assert.equal(await vault.reveal(keyIds[6_999]!), 'BULK-006999-KEY', 'ids in upload order');
    });
  });
}
