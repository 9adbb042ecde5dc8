import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { LOCK_NAMESPACES, SessionLocks } from './session-locks.js';

describe('session locks on the PostgreSQL server belong to their store’s schema', () => {
  let first: TestApp;
  let sameStore: TestApp;
  let otherStore: TestApp;

  before(async () => {
    first = await startTestApp('postgres');
    // Another process of the same store: the same schema.
    sameStore = await startTestApp('postgres', { DATABASE_URL: first.databaseUrl! });
    otherStore = await startTestApp('postgres');
  });
  after(async () => {
    await otherStore?.close();
    await sameStore?.close();
    await first?.close();
  });

  it('excludes another process of the same store, and never a store in another schema of the same database', async () => {
    const name = `follower-${randomUUID()}`;
    const held = await first.app.get(SessionLocks).tryHold(LOCK_NAMESPACES.logFollower, name);
    assert.ok(held, 'the first holder takes it');
    assert.equal(await sameStore.app.get(SessionLocks).tryHold(LOCK_NAMESPACES.logFollower, name), null, 'the same store’s other process waits');
    const elsewhere = await otherStore.app.get(SessionLocks).tryHold(LOCK_NAMESPACES.logFollower, name);
    assert.ok(elsewhere, 'a store in another schema has its own lock of that name');
    held.release();
    elsewhere.release();
    // Given back on the server: the same store's other process takes it now.
    let taken = null;
    for (let attempt = 0; attempt < 50 && !taken; attempt += 1) {
      taken = await sameStore.app.get(SessionLocks).tryHold(LOCK_NAMESPACES.logFollower, name);
      if (!taken) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(taken, 'released, it passes to the other process');
    taken.release();
  });
});
