import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { projectionContext, rebuildProjection, reconcileProjection, withTransaction, type RecordedEvent } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { projectionUnderTest } from '../../testing/projection-under-test.js';
import { decideListing, foldListing } from '../domain/listing.decider.js';
import type { ListingCommand } from '../domain/listing.commands.js';
import { listingStreamId, type ListingEvent } from '../domain/listing.events.js';
import type { ListedGameSnapshot } from '../domain/listed-game-snapshot.js';
import { catalogueProjection } from './catalogue.projection.js';

const snapshot = (name: string): ListedGameSnapshot => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  summary: `${name} summary`,
  genreIds: [5, 31],
  themeIds: [18],
  rating: 88,
  coverImageId: `kl_c_${name.length}`,
  hypes: 40,
  releaseDate: '2025-03-01',
  artworkIds: [name.length * 10],
  artworkImageIds: [`kl_a_${name.length * 10}`],
});

for (const target of await testDatabaseTargets()) {
  describe(`catalogue projection on ${target.name}`, () => {
    const under = projectionUnderTest(target, catalogueProjection);

    /** Runs a command through the real decider against the stream, as a handler does. */
    async function run(command: ListingCommand): Promise<number> {
      const streamId = listingStreamId(command.gameId);
      const { events, currentVersion } = await under.store.readStream(streamId);
      const decided = decideListing(command, foldListing(events as unknown as ListingEvent[]));
      const result = await under.store.append({ streamId, expectedVersion: currentVersion, events: decided });
      return result.lastPosition;
    }

    const row = async (gameId: number) =>
      (await under.db.pool.query('SELECT name, slug, price_cents, discount_percent, copies, featured, listed, genre_ids FROM catalogue_games WHERE game_id = $1', [gameId])).rows[0];

    it('shows listed games with price, discount, copies and the featured flag', async () => {
      await run({ type: 'ListGame', gameId: 1877, priceCents: 5999, keyIds: ['a', 'b', 'c'], game: snapshot('Cyber Punk') });
      await run({ type: 'SetDiscount', gameId: 1877, discountPercent: 20 });
      await run({ type: 'AddKeys', gameId: 1877, keyIds: ['d'] });
      await run({ type: 'ListGame', gameId: 42, priceCents: 1999, keyIds: ['e'], game: snapshot('Frost Line') });
      const last = await run({ type: 'FeatureGame', gameId: 42 });
      await under.runner.catchUpTo(last);
      assert.deepEqual(await row(1877), { name: 'Cyber Punk', slug: 'cyber-punk', price_cents: 5999, discount_percent: 20, copies: 4, featured: false, listed: true, genre_ids: [5, 31] });
      assert.deepEqual(await row(42), { name: 'Frost Line', slug: 'frost-line', price_cents: 1999, discount_percent: 0, copies: 1, featured: true, listed: true, genre_ids: [5, 31] });
    });

    it('follows price changes and unlisting, and a rebuild gives the same rows', async () => {
      await run({ type: 'ChangePrice', gameId: 1877, priceCents: 4999 });
      const last = await run({ type: 'UnlistGame', gameId: 42 });
      await under.runner.catchUpTo(last);
      assert.equal((await row(1877)).price_cents, 4999);
      assert.deepEqual([(await row(42)).listed, (await row(42)).featured], [false, false]);
      assert.equal((await reconcileProjection(under.store, catalogueProjection)).ok, true);
      const before = (await under.db.pool.query('SELECT * FROM catalogue_games ORDER BY game_id')).rows;
      await rebuildProjection(under.store, catalogueProjection);
      assert.deepEqual((await under.db.pool.query('SELECT * FROM catalogue_games ORDER BY game_id')).rows, before);
    });

    /** An event as a Kafka projector hands it over, outside the log's order. */
    const event = (type: string, data: Record<string, unknown>, position: number) =>
      ({ type, data, globalPosition: position, transactionId: '1', streamId: 's', streamVersion: 1, eventId: `e${position}`, schemaVersion: 1, metadata: { recordedAt: '2026-11-26T00:00:00.000Z' } }) as unknown as RecordedEvent;
    /** Game 1877's listing (the first test's) as another game's. */
    const listingOf = async (gameId: number) => ({ ...((await under.store.readStream(listingStreamId(1877))).events[0]!.data as Record<string, unknown>), gameId });

    it('counts the sales of a game whose listing comes after them (read from Kafka partitions in another order than the log)', async () => {
      const game = await listingOf(777);
      await withTransaction(under.db.pool, async (tx) => {
        const context = projectionContext(tx, 'live');
        // Two orders' keys of game 777 first (their partition was read first), then its listing with 5 keys.
        await catalogueProjection.apply(context, [event('KeysDelivered', { orderId: 'o1', deliveries: [{ gameId: 777, keyIds: ['k1', 'k2'] }] }, 900_001)]);
        await catalogueProjection.apply(context, [event('KeyReplaced', { orderId: 'o1', gameId: 777, oldKeyId: 'k1', newKeyId: 'k3' }, 900_002)]);
        await catalogueProjection.apply(context, [event('GameListed', { ...game, keyIds: ['k1', 'k2', 'k3', 'k4', 'k5'] }, 900_003), event('KeysAdded', { gameId: 777, keyIds: ['k1', 'k2', 'k3', 'k4', 'k5'] }, 900_004)]);
      });
      assert.equal((await row(777)).copies, 2, '5 added, 3 sold');
      assert.equal((await under.db.pool.query('SELECT count(*)::int AS n FROM catalogue_sold_ahead')).rows[0].n, 0, 'nothing left waiting');
    });

    if (target.name === 'postgres') {
      it('loses no sale when a listing and a sale of the game are applied at once, by two transactions (two Kafka partitions)', async () => {
        const game = await listingOf(778);
        const [listing, sale] = [await under.db.pool.connect(), await under.db.pool.connect()];
        try {
          await Promise.all([listing.query('BEGIN'), sale.query('BEGIN')]);
          await catalogueProjection.apply(projectionContext(listing, 'live'), [
            event('GameListed', { ...game, keyIds: ['m1', 'm2', 'm3', 'm4', 'm5'] }, 910_001),
            event('KeysAdded', { gameId: 778, keyIds: ['m1', 'm2', 'm3', 'm4', 'm5'] }, 910_002),
          ]);
          // The listing is not committed: the sale cannot see its row. Without the per-game lock
          // it would park in catalogue_sold_ahead, where the listing, already written, never looks.
          const selling = catalogueProjection.apply(projectionContext(sale, 'live'), [event('KeysDelivered', { orderId: 'o2', deliveries: [{ gameId: 778, keyIds: ['m1', 'm2'] }] }, 910_003)]);
          await new Promise((resolve) => setTimeout(resolve, 150));
          await listing.query('COMMIT');
          await selling;
          await sale.query('COMMIT');
        } finally {
          listing.release();
          sale.release();
        }
        assert.equal((await row(778)).copies, 3, '5 added, 2 sold');
        assert.equal((await under.db.pool.query('SELECT count(*)::int AS n FROM catalogue_sold_ahead')).rows[0].n, 0, 'nothing left waiting');
      });
    }
  });
}
