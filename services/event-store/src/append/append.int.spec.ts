import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/open-database.js';
import { ConcurrencyError, EventIdConflictError, InvalidAppendError } from '../errors.js';
import { EventStore } from '../event-store.js';
import { lockStreams } from '../lock/lock-streams.js';
import { testDatabaseTargets } from '../testing/test-database.js';

const targets = await testDatabaseTargets();

for (const target of targets) {
  describe(`append contract on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;

    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
    });
    after(async () => db.close());

    const count = async (sql: string, params: unknown[] = []) =>
      Number((await db.pool.query<{ n: string }>(sql, params)).rows[0]!.n);

    it('appends to a new stream and reads it back in order with full metadata', async () => {
      const result = await store.append({
        streamId: 'order-a1',
        expectedVersion: 'no_stream',
        events: [
          { type: 'OrderPlaced', data: { total: 5999 }, metadata: { actor: { id: 'u1', role: 'customer' }, correlationId: 'c-1' } },
          { type: 'PaymentCaptured', data: { amount: 5999 } },
        ],
      });
      assert.deepEqual(result.streams, [{ streamId: 'order-a1', nextExpectedVersion: 2 }]);
      assert.equal(result.positions.length, 2);
      assert.ok(result.positions[1]! > result.positions[0]!);
      assert.equal(result.replayed, false);

      const read = await store.readStream('order-a1');
      assert.equal(read.currentVersion, 2);
      assert.deepEqual(read.events.map((e) => [e.streamVersion, e.type]), [[1, 'OrderPlaced'], [2, 'PaymentCaptured']]);
      const first = read.events[0]!;
      assert.deepEqual(first.data, { total: 5999 });
      assert.equal(first.metadata.correlationId, 'c-1');
      assert.deepEqual(first.metadata.actor, { id: 'u1', role: 'customer' });
      assert.equal(first.metadata.eventId, first.eventId);
      // Ids the store gives are time-ordered (version 7): the event-id index grows at its end.
      const [firstId, secondId] = read.events.map((e) => e.eventId);
      assert.match(firstId!, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.ok(firstId! < secondId!, `${firstId} is made before ${secondId}`);
      assert.equal(first.metadata.schemaVersion, 1);
      assert.equal(first.transactionId, result.transactionId);
      // An event without its own metadata still gets a correlation id and a recorded-at time.
      assert.match(read.events[1]!.metadata.correlationId, /^[0-9a-f-]{36}$/);
      assert.ok(!Number.isNaN(Date.parse(read.events[1]!.metadata.recordedAt)));
    });

    it('reads a range of a stream, and an unknown stream as empty at version 0', async () => {
      await store.append({ streamId: 'ticket-range', expectedVersion: 'no_stream', events: [1, 2, 3, 4, 5].map((n) => ({ type: 'ReplyPosted', data: { n } })) });
      const middle = await store.readStream('ticket-range', { fromVersion: 2, toVersion: 4 });
      assert.deepEqual(middle.events.map((e) => e.data.n), [2, 3, 4]);
      assert.equal(middle.currentVersion, 5);
      const tail = await store.readStream('ticket-range', { fromVersion: 5 });
      assert.deepEqual(tail.events.map((e) => e.streamVersion), [5]);
      const unknown = await store.readStream('ticket-unknown');
      assert.deepEqual(unknown, { events: [], currentVersion: 0 });
      await assert.rejects(store.readStream('ticket-range', { fromVersion: 0 }), RangeError);
      await assert.rejects(store.readStream('ticket-range', { fromVersion: 3, toVersion: 2 }), RangeError);
      await assert.rejects(store.readStream('not a stream'), InvalidAppendError);
    });

    it('reads a stream and its version from one snapshot while others append', async () => {
      await store.append({ streamId: 'wallet-snap', expectedVersion: 'no_stream', events: [{ type: 'WalletCredited', data: {} }] });
      let writing = true;
      const writer = (async () => {
        for (let i = 0; i < 60; i += 1) {
          await store.append({ streamId: 'wallet-snap', expectedVersion: 'any', events: [{ type: 'WalletDebited', data: { i } }] });
        }
        writing = false;
      })();
      let reads = 0;
      while (writing) {
        const read = await store.readStream('wallet-snap');
        // A version newer than the events read would let a decision on stale state pass the concurrency check.
        assert.equal(read.currentVersion, read.events.length, 'version and events agree');
        reads += 1;
      }
      await writer;
      assert.ok(reads > 1);
    });

    it('checks every kind of expected version', async () => {
      await store.append({ streamId: 'wallet-ev', expectedVersion: 'no_stream', events: [{ type: 'WalletCredited', data: { amount: 1 } }] });
      await assert.rejects(
        store.append({ streamId: 'wallet-ev', expectedVersion: 'no_stream', events: [{ type: 'WalletCredited', data: {} }] }),
        (e: unknown) => e instanceof ConcurrencyError && e.actualVersion === 1,
      );
      await assert.rejects(
        store.append({ streamId: 'wallet-ev', expectedVersion: 5, events: [{ type: 'WalletCredited', data: {} }] }),
        ConcurrencyError,
      );
      await assert.rejects(
        store.append({ streamId: 'wallet-missing', expectedVersion: 'stream_exists', events: [{ type: 'WalletCredited', data: {} }] }),
        ConcurrencyError,
      );
      const exact = await store.append({ streamId: 'wallet-ev', expectedVersion: 1, events: [{ type: 'WalletDebited', data: {} }] });
      assert.equal(exact.streams[0]!.nextExpectedVersion, 2);
      const any = await store.append({ streamId: 'wallet-ev', expectedVersion: 'any', events: [{ type: 'WalletDebited', data: {} }] });
      assert.equal(any.streams[0]!.nextExpectedVersion, 3);
      const anyNew = await store.append({ streamId: 'wallet-new', expectedVersion: 'any', events: [{ type: 'WalletCredited', data: {} }] });
      assert.equal(anyNew.streams[0]!.nextExpectedVersion, 1);
      assert.equal((await store.readStream('wallet-ev')).currentVersion, 3);
    });

    it('lets exactly one of many racing writers win; the losers store nothing', async () => {
      await store.append({ streamId: 'promo-race', expectedVersion: 'no_stream', events: [{ type: 'PromoCreated', data: { maxUses: 1 } }] });
      const writers = Array.from({ length: 12 }, (_, i) =>
        store.append({ streamId: 'promo-race', expectedVersion: 1, events: [{ type: 'PromoRedeemed', data: { writer: i } }] }),
      );
      const outcomes = await Promise.allSettled(writers);
      const winners = outcomes.filter((o) => o.status === 'fulfilled');
      const losers = outcomes.filter((o) => o.status === 'rejected');
      assert.equal(winners.length, 1);
      assert.equal(losers.length, 11);
      for (const loser of losers) assert.ok((loser as PromiseRejectedResult).reason instanceof ConcurrencyError);
      const read = await store.readStream('promo-race');
      assert.equal(read.currentVersion, 2);
      assert.equal(await count(`SELECT count(*) AS n FROM events WHERE stream_id = 'promo-race'`), 2);
    });

    it('serialises read-decide-append on locked streams, so no decision is made on stale state', async () => {
      await store.append({ streamId: 'wallet-lock', expectedVersion: 'no_stream', events: [{ type: 'WalletCredited', data: { amount: 50 } }] });
      // 20 commands each spend 5 if the balance allows: exactly 10 may succeed, and none needs a retry.
      const spend = () =>
        store.transaction(async (tx) => {
          const versions = await lockStreams(tx, ['wallet-lock']);
          const { events } = await store.readStream('wallet-lock', { tx });
          const balance = events.reduce((sum, e) => sum + (e.type === 'WalletCredited' ? 1 : -1) * Number(e.data.amount), 0);
          if (balance < 5) return false;
          await store.append({ streamId: 'wallet-lock', expectedVersion: versions.get('wallet-lock')!, events: [{ type: 'WalletDebited', data: { amount: 5 } }] }, { tx });
          return true;
        });
      const outcomes = await Promise.all(Array.from({ length: 20 }, spend));
      assert.equal(outcomes.filter(Boolean).length, 10);
      assert.equal((await store.readStream('wallet-lock')).currentVersion, 11);
    });

    it('stores nothing of a multi-stream append when one stream fails its check', async () => {
      await store.append({ streamId: 'game-77', expectedVersion: 'no_stream', events: [{ type: 'GameListed', data: { price: 100 } }] });
      const before = await count('SELECT count(*) AS n FROM events');
      await assert.rejects(
        store.append([
          { streamId: 'order-multi', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] },
          { streamId: 'wallet-multi', expectedVersion: 'no_stream', events: [{ type: 'WalletDebited', data: {} }] },
          { streamId: 'game-77', expectedVersion: 7, events: [{ type: 'KeysDelivered', data: {} }] },
        ]),
        ConcurrencyError,
      );
      assert.equal(await count('SELECT count(*) AS n FROM events'), before);
      assert.equal(await count(`SELECT count(*) AS n FROM streams WHERE stream_id IN ('order-multi', 'wallet-multi')`), 0);
      assert.equal((await store.readStream('game-77')).currentVersion, 1);
    });

    it('appends to several streams atomically, each with its own versions', async () => {
      const result = await store.append([
        { streamId: 'order-m2', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }, { type: 'KeysDelivered', data: {} }] },
        { streamId: 'wallet-m2', expectedVersion: 'no_stream', events: [{ type: 'WalletDebited', data: {} }] },
      ]);
      assert.deepEqual(result.streams, [
        { streamId: 'order-m2', nextExpectedVersion: 2 },
        { streamId: 'wallet-m2', nextExpectedVersion: 1 },
      ]);
      const ids = await db.pool.query<{ transaction_id: string }>(
        `SELECT DISTINCT transaction_id::text FROM events WHERE stream_id IN ('order-m2', 'wallet-m2')`,
      );
      assert.equal(ids.rows.length, 1, 'one transaction wrote both streams');
    });

    it('treats a re-append of the same event ids as already done', async () => {
      const events = [
        { type: 'RefundIssued', eventId: randomUUID(), data: { amount: 500 } },
        { type: 'WalletRefunded', eventId: randomUUID(), data: { amount: 500 } },
      ];
      const first = await store.append({ streamId: 'order-idem', expectedVersion: 'any', events });
      const again = await store.append({ streamId: 'order-idem', expectedVersion: 'any', events });
      assert.equal(again.replayed, true);
      assert.deepEqual(again.positions, first.positions);
      assert.equal(await count(`SELECT count(*) AS n FROM events WHERE stream_id = 'order-idem'`), 2);

      // Reusing one old id next to a new one is a caller bug, not a replay.
      await assert.rejects(
        store.append({ streamId: 'order-idem', expectedVersion: 'any', events: [events[0]!, { type: 'RefundIssued', data: {} }] }),
        EventIdConflictError,
      );
      assert.equal(await count(`SELECT count(*) AS n FROM events WHERE stream_id = 'order-idem'`), 2);
    });

    it('stores the same events once when 20 identical appends race', async () => {
      const events = [{ type: 'RefundIssued', eventId: randomUUID(), data: { amount: 100 } }];
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store.append({ streamId: 'order-idem-race', expectedVersion: 'no_stream', events })),
      );
      assert.equal(new Set(results.map((r) => r.lastPosition)).size, 1);
      assert.equal(results.filter((r) => !r.replayed).length, 1);
      assert.equal(await count(`SELECT count(*) AS n FROM events WHERE stream_id = 'order-idem-race'`), 1);
    });

    it('appends inside a caller transaction and rolls back with it', async () => {
      await assert.rejects(
        store.transaction(async (tx) => {
          await store.append({ streamId: 'ticket-tx', expectedVersion: 'no_stream', events: [{ type: 'TicketOpened', data: {} }] }, { tx });
          throw new Error('command failed after the append');
        }),
        /command failed/,
      );
      assert.equal(await count(`SELECT count(*) AS n FROM events WHERE stream_id = 'ticket-tx'`), 0);
      assert.equal(await count(`SELECT count(*) AS n FROM streams WHERE stream_id = 'ticket-tx'`), 0);
    });

    it('rejects bad input with a typed error and writes nothing', async () => {
      const before = await count('SELECT count(*) AS n FROM events');
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      const bad: unknown[] = [
        { streamId: '', expectedVersion: 'any', events: [{ type: 'A', data: {} }] },
        { streamId: 'no dashes or spaces', expectedVersion: 'any', events: [{ type: 'A', data: {} }] },
        { streamId: "order-1'; DROP TABLE events; --", expectedVersion: 'any', events: [{ type: 'A', data: {} }] },
        { streamId: `order-${'x'.repeat(300)}`, expectedVersion: 'any', events: [{ type: 'A', data: {} }] },
        { streamId: 'order-1', expectedVersion: -1, events: [{ type: 'A', data: {} }] },
        { streamId: 'order-1', expectedVersion: 1.5, events: [{ type: 'A', data: {} }] },
        { streamId: 'order-1', expectedVersion: 'latest', events: [{ type: 'A', data: {} }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'lowercase', data: {} }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: [1, 2] }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: 'text' }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: undefined }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: { n: 10n } }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: { n: Number.NaN } }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: circular }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: { s: 'nul\u0000' } }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: {}, eventId: 'not-a-uuid' }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: {}, schemaVersion: 0 }] },
        { streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: {}, metadata: { recordedAt: 'yesterday' } }] },
      ];
      for (const [index, request] of bad.entries()) {
        await assert.rejects(store.append(request as never), InvalidAppendError, `bad request #${index}`);
      }
      // A bad stream anywhere in a multi-stream append fails the whole append.
      await assert.rejects(
        store.append([
          { streamId: 'order-ok', expectedVersion: 'any', events: [{ type: 'A', data: {} }] },
          { streamId: 'BAD', expectedVersion: 'any', events: [{ type: 'A', data: {} }] },
        ]),
        InvalidAppendError,
      );
      const sameId = randomUUID();
      await assert.rejects(
        store.append({ streamId: 'order-1', expectedVersion: 'any', events: [{ type: 'A', data: {}, eventId: sameId }, { type: 'B', data: {}, eventId: sameId }] }),
        InvalidAppendError,
      );
      assert.equal(await count('SELECT count(*) AS n FROM events'), before);
    });
  });
}
