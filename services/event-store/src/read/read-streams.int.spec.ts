import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/open-database.js';
import { ConcurrencyError, EventIdConflictError } from '../errors.js';
import { EventStore } from '../event-store.js';
import { acquireStreamLocks } from '../lock/lock-streams.js';
import { testDatabaseTargets } from '../testing/test-database.js';

for (const target of await testDatabaseTargets()) {
  describe(`reading several streams at once, one-statement locks on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
    });
    after(async () => db.close());

    it('reads each stream whole, only its last event, or without some types, with current versions, in one call', async () => {
      await store.append({ streamId: 'game-rs', expectedVersion: 'no_stream', events: [{ type: 'GameListed', data: { p: 1 } }, { type: 'KeysAdded', data: { k: 1 } }, { type: 'PriceChanged', data: { p: 2 } }] });
      await store.append({ streamId: 'wallet-rs', expectedVersion: 'no_stream', events: [1, 2, 3].map((n) => ({ type: 'WalletCredited', data: { balanceAfterCents: n } })) });
      const reads = await store.readStreams([
        { streamId: 'game-rs', excludeTypes: ['KeysAdded', 'GameFeatured'] },
        { streamId: 'wallet-rs', lastOnly: true },
        { streamId: 'order-rs-none' },
        { streamId: 'wallet-rs-none', lastOnly: true },
      ]);
      assert.deepEqual(reads.get('game-rs')!.events.map((e) => [e.type, e.streamVersion]), [['GameListed', 1], ['PriceChanged', 3]]);
      assert.equal(reads.get('game-rs')!.currentVersion, 3, 'the version counts the events left out');
      assert.deepEqual(reads.get('wallet-rs')!.events.map((e) => e.data), [{ balanceAfterCents: 3 }]);
      assert.equal(reads.get('wallet-rs')!.currentVersion, 3);
      assert.deepEqual(reads.get('order-rs-none'), { events: [], currentVersion: 0 });
      assert.deepEqual(reads.get('wallet-rs-none'), { events: [], currentVersion: 0 });
      const whole = await store.readStreams([{ streamId: 'game-rs' }]);
      assert.deepEqual(whole.get('game-rs')!.events, (await store.readStream('game-rs')).events);
    });

    it('skips the events of a stream still at the version the caller holds, and reads it whole once it has moved', async () => {
      await store.append({ streamId: 'game-known', expectedVersion: 'no_stream', events: [{ type: 'GameListed', data: { p: 1 } }, { type: 'KeysAdded', data: { k: 1 } }] });
      const unchanged = await store.readStreams([
        { streamId: 'game-known', excludeTypes: ['KeysAdded'], knownVersion: 2 },
        { streamId: 'wallet-rs', lastOnly: true, knownVersion: 3 },
        { streamId: 'order-known-none', knownVersion: 0 },
      ]);
      assert.deepEqual(unchanged.get('game-known'), { events: [], currentVersion: 2, unchanged: true });
      assert.deepEqual(unchanged.get('wallet-rs'), { events: [], currentVersion: 3, unchanged: true });
      assert.deepEqual(unchanged.get('order-known-none'), { events: [], currentVersion: 0 }, 'a stream that does not exist is never "unchanged"');

      await store.append({ streamId: 'game-known', expectedVersion: 2, events: [{ type: 'PriceChanged', data: { p: 2 } }] });
      const moved = (await store.readStreams([{ streamId: 'game-known', excludeTypes: ['KeysAdded'], knownVersion: 2 }])).get('game-known')!;
      assert.equal(moved.unchanged, undefined);
      assert.equal(moved.currentVersion, 3);
      assert.deepEqual(moved.events.map((e) => [e.type, e.streamVersion]), [['GameListed', 1], ['PriceChanged', 3]], 'all of it, as without a known version');
      await assert.rejects(store.readStreams([{ streamId: 'game-known', knownVersion: -1 }]), RangeError);
    });

    it('refuses a bad stream id, a bad type or a stream asked twice before any query', async () => {
      await assert.rejects(store.readStreams([{ streamId: '' }]));
      await assert.rejects(store.readStreams([{ streamId: 'game-rs', excludeTypes: ["x' OR 1=1"] }]), RangeError);
      await assert.rejects(store.readStreams([{ streamId: 'game-rs' }, { streamId: 'game-rs', lastOnly: true }]), RangeError);
    });

    it('locks all streams in one statement: 20 read-decide-appends of one wallet spend exactly what it holds', async () => {
      await store.append({ streamId: 'wallet-locked', expectedVersion: 'no_stream', events: [{ type: 'WalletCredited', data: { balanceAfterCents: 50 } }] });
      const spend = (n: number) =>
        store.transaction(async (tx) => {
          await acquireStreamLocks(tx, [`order-locked-${n}`, 'wallet-locked']);
          const reads = await store.readStreams([{ streamId: 'wallet-locked', lastOnly: true }, { streamId: `order-locked-${n}` }], { tx });
          const wallet = reads.get('wallet-locked')!;
          const balance = Number(wallet.events[0]!.data.balanceAfterCents);
          if (balance < 5) return false;
          await store.append(
            [
              { streamId: 'wallet-locked', expectedVersion: wallet.currentVersion, events: [{ type: 'WalletDebited', data: { balanceAfterCents: balance - 5 } }] },
              { streamId: `order-locked-${n}`, expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] },
            ],
            { tx, replayCheck: false },
          );
          return true;
        });
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => spend(n)));
      assert.equal(outcomes.filter(Boolean).length, 10);
      const last = (await store.readStreams([{ streamId: 'wallet-locked', lastOnly: true }])).get('wallet-locked')!;
      assert.equal(last.currentVersion, 11);
      assert.equal(last.events[0]!.data.balanceAfterCents, 0);
    });

    it('without the up-front replay check, a stored append is still recognised (after its statement wrote nothing)', async () => {
      const events = [{ eventId: '6f1d1e4a-7c55-4b53-9a53-0e6a0e6f3a01', type: 'OrderPlaced', data: {} }];
      const requests = [
        { streamId: 'order-rc', expectedVersion: 'no_stream' as const, events },
        { streamId: 'wallet-rc', expectedVersion: 'any' as const, events: [{ eventId: '6f1d1e4a-7c55-4b53-9a53-0e6a0e6f3a02', type: 'WalletDebited', data: {} }] },
      ];
      const first = await store.append(requests);
      const before = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
      const again = await store.transaction((tx) => store.append(requests, { tx, replayCheck: false }));
      assert.equal(again.replayed, true);
      assert.deepEqual(again.positions, first.positions);
      // Reusing one of the ids with other events is refused.
      await assert.rejects(
        store.transaction((tx) => store.append([{ ...requests[0]!, streamId: 'order-rc2' }, { streamId: 'wallet-rc2', expectedVersion: 'any', events: [{ type: 'WalletDebited', data: {} }] }], { tx, replayCheck: false })),
        (error) => error instanceof ConcurrencyError || error instanceof EventIdConflictError,
      );
      assert.equal((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n, before.rows[0]!.n);
    });
  });
}
