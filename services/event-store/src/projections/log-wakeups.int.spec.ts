import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import type { Database } from '../db/open-database.js';
import { EventStore } from '../event-store.js';
import { testDatabaseTargets } from '../testing/test-database.js';
import { LogWakeups } from './log-wakeups.js';

const event = { type: 'Happened', data: {} };

/** Resolves with the payload of the next kl_events notification a separate connection sees. */
async function nextNotification(pool: pg.Pool): Promise<{ payload: Promise<string | undefined>; stop(): void }> {
  const client = await pool.connect();
  await client.query('LISTEN kl_events');
  const payload = new Promise<string | undefined>((resolve) => client.once('notification', (n: pg.Notification) => resolve(n.payload)));
  return { payload, stop: () => client.release(true) };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return condition();
}

// LISTEN needs a connection of its own: the embedded database serves one, so only the server.
for (const target of (await testDatabaseTargets()).filter((t) => t.name === 'postgres')) {
  describe(`append wake-ups on ${target.name}`, () => {
    let db: Database;
    before(async () => {
      db = await target.open();
    });
    after(async () => db.close());

    it("wakes once for the store's own append (its NOTIFY coming back is ignored) and once for another store's", async () => {
      const store = new EventStore(db.pool, { notifyIntervalMs: 5 });
      const wakeups = new LogWakeups(store, db.pool);
      await wakeups.start();
      let wakes = 0;
      const unsubscribe = wakeups.onAppended(() => (wakes += 1));
      try {
        const observer = await nextNotification(db.pool);
        await store.append({ streamId: 'order-local', expectedVersion: 'any', events: [event] });
        assert.equal(wakes, 1, 'the local signal wakes at once');
        // The NOTIFY went out (another connection saw it, with this store's id) and had time to
        // reach the wake-ups' own connection as well.
        assert.equal(await observer.payload, store.notifierId);
        observer.stop();
        await new Promise((resolve) => setTimeout(resolve, 200));
        assert.equal(wakes, 1, 'its own NOTIFY did not wake the runners again');

        // A second store stands for another process: only its NOTIFY tells this one.
        const otherProcess = new EventStore(db.pool, { notifyIntervalMs: 5 });
        await otherProcess.append({ streamId: 'order-remote', expectedVersion: 'any', events: [event] });
        assert.equal(await until(() => wakes === 2, 3_000), true, "another store's NOTIFY wakes the runners");
        await new Promise((resolve) => setTimeout(resolve, 100));
        assert.equal(wakes, 2);
      } finally {
        unsubscribe();
        await wakeups.stop();
      }
    });
  });
}
