import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/open-database.js';
import { EventStore } from '../event-store.js';
import { ConcurrencyError } from '../errors.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import { logEndPosition } from './log-end.js';
import { LOG_START, type LogCheckpoint, type RecordedEvent } from '../types.js';

const targets = await testDatabaseTargets();

async function readAll(store: EventStore, from: LogCheckpoint, batchSize: number): Promise<{ events: RecordedEvent[]; next: LogCheckpoint }> {
  const events: RecordedEvent[] = [];
  let cursor = from;
  for (;;) {
    const batch = await store.readLogBatch(cursor, batchSize);
    if (batch.events.length === 0) return { events, next: cursor };
    events.push(...batch.events);
    cursor = batch.next;
  }
}

for (const target of targets) {
  describe(`whole-log reading on ${target.name}`, () => {
    let db: Database;
    let store: EventStore;
    before(async () => {
      db = await target.open();
      store = new EventStore(db.pool);
    });
    after(async () => db.close());

    it('reads every committed event once, in batches of any size', async () => {
      for (let i = 0; i < 25; i += 1) {
        await store.append({ streamId: `game-${i % 4}`, expectedVersion: 'any', events: [{ type: 'KeysAdded', data: { i } }, { type: 'PriceChanged', data: { i } }] });
      }
      for (const size of [1, 7, 50, 1000]) {
        const { events } = await readAll(store, LOG_START, size);
        assert.equal(events.length, 50, `batch size ${size}`);
        assert.equal(new Set(events.map((e) => e.globalPosition)).size, 50);
        const perStream = new Map<string, number>();
        for (const event of events) {
          const previous = perStream.get(event.streamId) ?? 0;
          assert.equal(event.streamVersion, previous + 1, 'stream versions arrive in order');
          perStream.set(event.streamId, event.streamVersion);
        }
      }
    });

    it('orders transactions by number, not as text, across a power of ten', async () => {
      // Rows written as if by transactions 9 and 10 (as text, "10" sorts before "9").
      await db.pool.query(`
        INSERT INTO events (transaction_id, stream_id, stream_version, event_id, event_type, data, metadata)
        SELECT t.xid::xid8, 'order-xid' || t.xid, v, gen_random_uuid(), 'OrderPlaced', '{}', '{}'
          FROM (VALUES ('9'), ('10')) AS t(xid), generate_series(1, 3) AS v`);
      const first = await store.readLogBatch({ transactionId: '8', position: 0 }, 3);
      assert.deepEqual(first.events.map((e) => e.transactionId), ['9', '9', '9']);
      const second = await store.readLogBatch(first.next, 3);
      assert.deepEqual(second.events.map((e) => e.transactionId), ['10', '10', '10']);
      await db.pool.query(`DELETE FROM events WHERE stream_id LIKE 'order-xid%'`);
    });

    it('ends at the last event read, 0 when empty', async () => {
      const fresh = await target.open();
      try {
        assert.equal(await logEndPosition(fresh.pool), 0);
      } finally {
        await fresh.close();
      }
      const { events } = await readAll(store, LOG_START, 1000);
      assert.equal(await logEndPosition(db.pool), events.at(-1)!.globalPosition);
    });

    it('stops at an upper bound when asked', async () => {
      const { events } = await readAll(store, LOG_START, 1000);
      const bound = { transactionId: events[9]!.transactionId, position: events[9]!.globalPosition };
      const bounded = await store.readLogBatch(LOG_START, 1000, { upTo: bound });
      assert.deepEqual(bounded.events.map((e) => e.globalPosition), events.slice(0, 10).map((e) => e.globalPosition));
    });

    it('reads only the types asked for, passing over the others a batch at a time', async () => {
      const { events, next: head } = await readAll(store, LOG_START, 1000);
      await store.append({ streamId: 'game-typed', expectedVersion: 'any', events: [{ type: 'KeysAdded', data: { n: 1 } }, { type: 'GameListed', data: { n: 2 } }, { type: 'KeysAdded', data: { n: 3 } }] });
      await store.append({ streamId: 'game-typed', expectedVersion: 'any', events: [{ type: 'PriceChanged', data: { n: 4 } }] });
      const all = (await readAll(store, LOG_START, 1000)).events;
      // Batches of 3 of any type: each returns its KeysAdded and PriceChanged, whole, in log order.
      const typed: RecordedEvent[] = [];
      let cursor = LOG_START;
      let reads = 0;
      for (;;) {
        const batch = await store.readLogBatch(cursor, 3, { types: ['KeysAdded', 'PriceChanged'] });
        if (batch.next.position === cursor.position && batch.next.transactionId === cursor.transactionId) break;
        assert.ok(batch.events.length <= 3);
        typed.push(...batch.events);
        cursor = batch.next;
        reads += 1;
      }
      assert.equal(reads, Math.ceil(all.length / 3), 'every event passed over once');
      assert.deepEqual(cursor, { transactionId: all.at(-1)!.transactionId, position: all.at(-1)!.globalPosition }, 'the cursor ends at the last event, whatever its type');
      const wanted = all.filter((e) => e.type === 'KeysAdded' || e.type === 'PriceChanged');
      assert.deepEqual(typed.map((e) => e.globalPosition), wanted.map((e) => e.globalPosition));
      assert.deepEqual(typed.slice(-3).map((e) => e.data.n), [1, 3, 4], 'the GameListed between them is passed over');
      assert.deepEqual(typed.at(-1), all.at(-1), 'returned whole, as the whole-log read gives it');
      assert.ok(head.position < cursor.position);
      const none = await store.readLogBatch(cursor, 3, { types: ['KeysAdded'] });
      assert.deepEqual(none, { events: [], next: cursor }, 'nothing new: the checkpoint stays');
    });

    it('upcasts old schema versions on read without rewriting the stored row', async () => {
      const upcasting = new EventStore(db.pool, {
        upcasters: [
          { eventType: 'PriceSet', fromVersion: 1, upcast: (data) => ({ priceCents: Math.round(Number(data.price) * 100) }) },
          { eventType: 'PriceSet', fromVersion: 2, upcast: (data) => ({ ...data, currency: 'USD' }) },
        ],
      });
      await store.append({ streamId: 'game-up', expectedVersion: 'no_stream', events: [{ type: 'PriceSet', data: { price: 59.99 } }] });
      await store.append({ streamId: 'game-up', expectedVersion: 1, events: [{ type: 'PriceSet', schemaVersion: 3, data: { priceCents: 100, currency: 'EUR' } }] });
      const read = await upcasting.readStream('game-up');
      assert.deepEqual(read.events.map((e) => [e.schemaVersion, e.data]), [
        [3, { priceCents: 5999, currency: 'USD' }],
        [3, { priceCents: 100, currency: 'EUR' }],
      ]);
      const stored = await db.pool.query(`SELECT data FROM events WHERE stream_id = 'game-up' ORDER BY stream_version LIMIT 1`);
      assert.deepEqual(stored.rows[0].data, { price: 59.99 });
    });

    if (target.name === 'postgres') {
      // PGlite runs one session, so no transaction can stay open beside another there:
      // the hole this guards against cannot happen on it. On the server it can.
      it('never skips an event whose transaction commits after later positions were read', async () => {
        const start = (await readAll(store, LOG_START, 1000)).next;
        const slow = await db.pool.connect();
        try {
          await slow.query('BEGIN');
          const early = await store.append({ streamId: 'order-slow', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] }, { tx: slow });
          const late = await store.append({ streamId: 'order-fast', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] });
          assert.ok(late.lastPosition > early.lastPosition, 'the open transaction holds the earlier position');

          // A reader that went by position alone would now see the later event and pass the hole.
          const naive = await db.pool.query<{ global_position: string }>('SELECT global_position FROM events WHERE global_position > $1 ORDER BY global_position', [start.position]);
          assert.deepEqual(naive.rows.map((r) => Number(r.global_position)), [late.lastPosition]);

          // The gap-safe reader holds back instead.
          const whileOpen = await readAll(store, start, 10);
          assert.deepEqual(whileOpen.events, []);

          await slow.query('COMMIT');
          const afterCommit = await readAll(store, whileOpen.next, 10);
          assert.deepEqual(afterCommit.events.map((e) => e.globalPosition), [early.lastPosition, late.lastPosition]);
          const again = await readAll(store, afterCommit.next, 10);
          assert.deepEqual(again.events, [], 'nothing is delivered twice');
        } finally {
          slow.release();
        }
      });

      it('ends where a reader of everything ends, which is not the highest position when an older transaction appended last', async () => {
        const older = await db.pool.connect();
        let late: number;
        let early: number;
        try {
          await older.query('BEGIN');
          await older.query('SELECT pg_current_xact_id()'); // takes its transaction id now, as a row lock would
          early = (await store.append({ streamId: 'order-younger', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] })).lastPosition;
          late = (await store.append({ streamId: 'order-older', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {} }] }, { tx: older })).lastPosition;
          await older.query('COMMIT');
        } finally {
          older.release();
        }
        const highest = Number((await db.pool.query<{ p: string }>('SELECT max(global_position) AS p FROM events')).rows[0]!.p);
        assert.equal(highest, late, 'the older transaction holds the highest position');
        const { events } = await readAll(store, LOG_START, 1000);
        assert.deepEqual(events.slice(-2).map((e) => e.globalPosition), [late, early], 'and is read before the younger one');
        assert.equal(await logEndPosition(db.pool), early);
      });

      it('refuses an older transaction appending behind a newer one on the same stream', async () => {
        const older = await db.pool.connect();
        try {
          await older.query('BEGIN');
          await store.append({ streamId: 'ticket-old', expectedVersion: 'no_stream', events: [{ type: 'TicketOpened', data: {} }] }, { tx: older });
          await store.append({ streamId: 'ticket-shared', expectedVersion: 'no_stream', events: [{ type: 'TicketOpened', data: {} }] });
          // The older transaction (smaller id) would be read before the newer one's event: refused.
          await assert.rejects(
            store.append({ streamId: 'ticket-shared', expectedVersion: 'any', events: [{ type: 'ReplyPosted', data: {} }] }, { tx: older }),
            ConcurrencyError,
          );
          await older.query('ROLLBACK');
        } finally {
          older.release();
        }
        const read = await store.readStream('ticket-shared');
        assert.deepEqual(read.events.map((e) => e.type), ['TicketOpened']);
      });
    }
  });
}
