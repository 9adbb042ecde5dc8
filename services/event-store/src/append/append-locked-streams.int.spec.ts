import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/open-database.js';
import { ConcurrencyError, EventIdConflictError, InvalidAppendError } from '../errors.js';
import { EventStore } from '../event-store.js';
import { acquireStreamLocks } from '../lock/lock-streams.js';
import { testDatabaseTargets } from '../testing/test-database.js';

for (const target of await testDatabaseTargets()) {
  describe(`appending to locked streams in one statement on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    const count = async () => Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    const version = async (streamId: string) =>
      Number((await db.pool.query<{ v: string }>('SELECT version AS v FROM streams WHERE stream_id = $1', [streamId])).rows[0]?.v ?? 0);

    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
    });
    after(async () => db.close());

    it('writes new and existing streams with their next versions, positions in the order given', async () => {
      await store.append({ streamId: 'wallet-ls1', expectedVersion: 'no_stream', events: [{ type: 'WalletCredited', data: { n: 1 } }] });
      const result = await store.transaction(async (tx) => {
        await acquireStreamLocks(tx, ['order-ls1', 'wallet-ls1', 'order-ls2']);
        return store.append(
          [
            { streamId: 'order-ls1', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: { n: 1 } }, { type: 'KeysDelivered', data: { n: 2 } }] },
            { streamId: 'wallet-ls1', expectedVersion: 1, events: [{ type: 'WalletDebited', data: { n: 3 } }, { type: 'WalletDebited', data: { n: 4 } }] },
            { streamId: 'order-ls2', expectedVersion: 0, events: [{ type: 'OrderPlaced', data: { n: 5 } }] },
          ],
          { tx, streamsLocked: true },
        );
      });
      assert.equal(result.replayed, false);
      assert.deepEqual(result.streams, [
        { streamId: 'order-ls1', nextExpectedVersion: 2 },
        { streamId: 'wallet-ls1', nextExpectedVersion: 3 },
        { streamId: 'order-ls2', nextExpectedVersion: 1 },
      ]);
      assert.equal(result.positions.length, 5);
      assert.equal(result.lastPosition, Math.max(...result.positions));
      const rows = await db.pool.query<{ stream_id: string; stream_version: string; n: number }>(
        "SELECT stream_id, stream_version, (data->>'n')::int AS n FROM events WHERE global_position = ANY ($1::bigint[]) ORDER BY global_position",
        [result.positions],
      );
      assert.deepEqual(
        rows.rows.map((r) => [r.stream_id, Number(r.stream_version), r.n]),
        [['order-ls1', 1, 1], ['order-ls1', 2, 2], ['wallet-ls1', 2, 3], ['wallet-ls1', 3, 4], ['order-ls2', 1, 5]],
      );
      assert.equal(await version('wallet-ls1'), 3);
    });

    it('one stream off its expected version: ConcurrencyError, and after the rollback no stream moved and no event is stored', async () => {
      await store.append({ streamId: 'wallet-ls3', expectedVersion: 'no_stream', events: [{ type: 'WalletCredited', data: {} }, { type: 'WalletCredited', data: {} }] });
      await store.append({ streamId: 'order-ls-taken', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] });
      const before = await count();
      const attempt = (requests: Parameters<EventStore['append']>[0]) =>
        store.transaction(async (tx) => store.append(requests, { tx, streamsLocked: true }));
      await assert.rejects(
        attempt([
          { streamId: 'order-ls3', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] },
          { streamId: 'wallet-ls3', expectedVersion: 1, events: [{ type: 'WalletDebited', data: {} }] },
        ]),
        ConcurrencyError,
      );
      await assert.rejects(
        attempt([
          { streamId: 'order-ls-taken', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] },
          { streamId: 'wallet-ls3', expectedVersion: 2, events: [{ type: 'WalletDebited', data: {} }] },
        ]),
        ConcurrencyError,
        'a stream that must not exist yet but does',
      );
      assert.equal(await count(), before);
      assert.equal(await version('wallet-ls3'), 2);
      assert.equal(await version('order-ls3'), 0);
      assert.equal(await version('order-ls-taken'), 1);
    });

    it('refuses a reused event id and loose expected versions, writing nothing', async () => {
      const eventId = randomUUID();
      await store.append({ streamId: 'order-ls4', expectedVersion: 'no_stream', events: [{ eventId, type: 'OrderPlaced', data: {} }] });
      const before = await count();
      await assert.rejects(
        store.transaction((tx) => store.append([{ streamId: 'order-ls5', expectedVersion: 'no_stream', events: [{ eventId, type: 'OrderPlaced', data: {} }] }], { tx, streamsLocked: true })),
        (error) => error instanceof ConcurrencyError || error instanceof EventIdConflictError,
      );
      await assert.rejects(
        store.transaction((tx) => store.append([{ streamId: 'order-ls6', expectedVersion: 'any', events: [{ type: 'OrderPlaced', data: {} }] }], { tx, streamsLocked: true })),
        InvalidAppendError,
      );
      assert.equal(await count(), before);
      assert.equal(await version('order-ls5'), 0);
    });
  });
}
