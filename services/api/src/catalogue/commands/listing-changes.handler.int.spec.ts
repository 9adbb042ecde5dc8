import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { EventStore, type Database } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { BadRequestError, ConflictError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { allMigrations } from '../../database/migrations.js';
import { BundledGameDatabase } from '../../game-database/bundled/bundled-game-database.js';
import { generateGameDatabase } from '../../game-database/generator/generate-game-database.js';
import { KeyVault } from '../key-vault/key-vault.js';
import { AddKeysCommand } from './add-keys.command.js';
import { AddKeysHandler } from './add-keys.handler.js';
import { ChangeListingCommand } from './change-listing.command.js';
import { ChangeListingHandler } from './change-listing.handler.js';
import { FeatureGameCommand } from './feature-game.command.js';
import { FeatureGameHandler } from './feature-game.handler.js';
import { ListGameCommand } from './list-game.command.js';
import { ListGameHandler } from './list-game.handler.js';
import { UnlistGameCommand } from './unlist-game.command.js';
import { UnlistGameHandler } from './unlist-game.handler.js';

const admin = { id: 'admin-1', role: 'admin' };

for (const target of await testDatabaseTargets()) {
  describe(`changing listings on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    let list: ListGameHandler;
    let addKeys: AddKeysHandler;
    let changeListing: ChangeListingHandler;
    let feature: FeatureGameHandler;
    let unlist: UnlistGameHandler;

    before(async () => {
      db = await target.open(allMigrations);
      store = new EventStore(db.pool);
      const config = { keyEncryptionKey: randomBytes(32), imageBaseUrl: '/images' } as AppConfig;
      const vault = new KeyVault(db, config);
      list = new ListGameHandler(store, vault, new BundledGameDatabase(generateGameDatabase(), config));
      addKeys = new AddKeysHandler(store, vault);
      changeListing = new ChangeListingHandler(store);
      feature = new FeatureGameHandler(store);
      unlist = new UnlistGameHandler(store);
      await list.execute(new ListGameCommand(1877, 5999, ['CP-0001'], admin));
      await list.execute(new ListGameCommand(1009, 1999, ['OU-0001'], admin));
    });
    after(async () => db.close());

    const typesOf = async (streamId: string) => (await store.readStream(streamId)).events.map((e) => e.type);
    const keysOf = async (gameId: number) => Number((await db.pool.query('SELECT count(*) AS n FROM game_keys WHERE game_id = $1', [gameId])).rows[0].n);

    it('adds keys to a listed game; a duplicate or an unlisted game stores nothing', async () => {
      const result = await addKeys.execute(new AddKeysCommand(1877, ['CP-0002', 'CP-0003'], admin));
      assert.equal(result.keysAdded, 2);
      assert.equal(await keysOf(1877), 3);
      await assert.rejects(addKeys.execute(new AddKeysCommand(1877, ['CP-0004', 'OU-0001'], admin)), (e: unknown) => e instanceof ConflictError && /OU-0001/.test(e.message));
      await assert.rejects(addKeys.execute(new AddKeysCommand(1011, ['NEW-0001'], admin)), ConflictError);
      assert.equal(await keysOf(1877), 3);
      assert.equal(await keysOf(1011), 0);
      assert.deepEqual(await typesOf('game-1877'), ['GameListed', 'KeysAdded', 'KeysAdded']);
    });

    it('two uploads of the same key to two games at once: one wins, the other stores nothing', async () => {
      const outcomes = await Promise.allSettled([
        addKeys.execute(new AddKeysCommand(1877, ['SHARED-KEY-1', 'CP-RACE-1'], admin)),
        addKeys.execute(new AddKeysCommand(1009, ['SHARED-KEY-1', 'OU-RACE-1'], admin)),
      ]);
      assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 1);
      assert.equal((await keysOf(1877)) + (await keysOf(1009)), 3 + 1 + 2);
    });

    it('records a price or discount change once; the same value again records nothing; bad values are 400', async () => {
      assert.equal((await changeListing.execute(new ChangeListingCommand({ type: 'ChangePrice', gameId: 1009, priceCents: 2499 }, admin))).changed, true);
      assert.equal((await changeListing.execute(new ChangeListingCommand({ type: 'ChangePrice', gameId: 1009, priceCents: 2499 }, admin))).changed, false);
      assert.equal((await changeListing.execute(new ChangeListingCommand({ type: 'SetDiscount', gameId: 1009, discountPercent: 30 }, admin))).changed, true);
      await assert.rejects(changeListing.execute(new ChangeListingCommand({ type: 'SetDiscount', gameId: 1009, discountPercent: 101 }, admin)), BadRequestError);
      await assert.rejects(changeListing.execute(new ChangeListingCommand({ type: 'ChangePrice', gameId: 1009, priceCents: -1 }, admin)), BadRequestError);
      const events = (await store.readStream('game-1009')).events.filter((e) => e.type === 'PriceChanged' || e.type === 'DiscountSet');
      assert.deepEqual(events.map((e) => [e.type, e.data]), [
        ['PriceChanged', { gameId: 1009, priceCents: 2499, previousPriceCents: 1999 }],
        ['DiscountSet', { gameId: 1009, discountPercent: 30 }],
      ]);
    });

    it('moves the feature from one game to the next, and unlisting the featured game empties the slot', async () => {
      const first = await feature.execute(new FeatureGameCommand(1877, admin));
      assert.deepEqual([first.gameId, first.previousGameId], [1877, null]);
      assert.ok(first.position > 0, 'answers the position it wrote');
      await assert.rejects(feature.execute(new FeatureGameCommand(1877, admin)), (e: unknown) => e instanceof ConflictError && e.message === 'Already Featured');
      const second = await feature.execute(new FeatureGameCommand(1009, admin));
      assert.deepEqual([second.gameId, second.previousGameId], [1009, 1877]);
      assert.ok(second.position > first.position);
      assert.deepEqual((await typesOf('game-1877')).slice(-2), ['GameFeatured', 'GameUnfeatured']);
      await unlist.execute(new UnlistGameCommand(1009, admin));
      assert.deepEqual((await typesOf('game-1009')).slice(-2), ['GameUnfeatured', 'GameUnlisted']);
      const slot = (await store.readStream('store-featured')).events.map((e) => e.data);
      assert.deepEqual(slot, [
        { gameId: 1877, previousGameId: null },
        { gameId: 1009, previousGameId: 1877 },
        { gameId: null, previousGameId: 1009 },
      ]);
      await assert.rejects(feature.execute(new FeatureGameCommand(1009, admin)), ConflictError);
      await assert.rejects(unlist.execute(new UnlistGameCommand(1009, admin)), ConflictError);
    });
  });
}
