import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Database } from '@keyledger/event-store';
import { DATABASE } from '../../database/database.module.js';
import { sharedSecrets } from '../../testing/api-process.js';
import { eventually } from '../../testing/eventually.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser } from '../../testing/test-users.js';
import { UsersRepository } from '../users/users.repository.js';
import { SESSION_USER_CHANNEL, SessionUserChanges } from './session-user-changes.js';

/** Counts the session guard's reads of the users table, at the real repository of a running app. */
function countSessionReads(api: TestApp): { readonly calls: number } {
  const users = api.app.get(UsersRepository);
  const read = users.findSessionUsers.bind(users);
  const counter = { calls: 0 };
  users.findSessionUsers = (ids) => {
    counter.calls += 1;
    return read(ids);
  };
  return counter;
}

const verify = (api: TestApp, token: string) => api.call('POST', 'auth/token-verify', { token }).then((res) => res.status);

/** Until `api` answers `status` to the token (a change made by SQL or another process arrives as a notification). */
const answersWithin2s = (api: TestApp, path: string, token: string, status: number, what: string) =>
  eventually(async () => ((await api.call('GET', path, { token })).status === status ? true : undefined), what, 2_000);

for (const target of await apiTestTargets()) {
  describe(`the session cache on ${target}`, () => {
    let api: TestApp;
    let db: Database;
    let reads: { readonly calls: number };
    before(async () => {
      api = await startTestApp(target);
      db = api.app.get(DATABASE);
      reads = countSessionReads(api);
      assert.equal(api.app.get(SessionUserChanges).listening, true);
    });
    after(async () => {
      await api.close();
    });

    it('serves a signed-in request from memory once the user was read: no look-up of the users table', async () => {
      const { token } = await createTestUser(api.app, 'customer');
      const before = reads.calls;
      assert.equal(await verify(api, token), 200);
      assert.equal(reads.calls, before + 1, 'the first request reads the user');
      for (let i = 0; i < 5; i += 1) assert.equal(await verify(api, token), 200);
      assert.equal(reads.calls, before + 1, 'the next five are answered from the cache');
    });

    it('drops a cached user on a change made by SQL alone: a demotion is 403, an unverified or removed account 401', async () => {
      const admin = await createTestUser(api.app, 'admin');
      assert.equal((await api.call('GET', 'users/count', { token: admin.token })).status, 200);
      assert.equal((await api.call('GET', 'users/count', { token: admin.token })).status, 200);
      await db.pool.query(`UPDATE users SET role = 'customer' WHERE id = $1`, [admin.userId]);
      await answersWithin2s(api, 'users/count', admin.token, 403, 'the demoted admin is refused');

      await db.pool.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [admin.userId]);
      await answersWithin2s(api, `inventory/${admin.userId}`, admin.token, 401, 'the unverified account is signed out');

      const gone = await createTestUser(api.app, 'customer');
      assert.equal(await verify(api, gone.token), 200);
      await db.pool.query('DELETE FROM users WHERE id = $1', [gone.userId]);
      await answersWithin2s(api, `inventory/${gone.userId}`, gone.token, 401, 'the removed account is signed out');
    });

    it('a session signed out through the API is refused by the very next request, though it was cached', async () => {
      const { token, userId } = await createTestUser(api.app, 'customer');
      assert.equal((await api.call('GET', `inventory/${userId}`, { token })).status, 200);
      const before = reads.calls;
      assert.equal((await api.call('POST', 'auth/logout', { token })).status, 200);
      assert.equal(reads.calls, before, 'the sign-out itself was checked from the cache');
      assert.equal((await api.call('GET', `inventory/${userId}`, { token })).status, 401);
    });
  });
}

// Two processes on one schema, and a LISTEN connection to terminate: a PostgreSQL server only.
for (const target of (await apiTestTargets()).filter((name) => name === 'postgres')) {
  describe(`the session cache of two API instances on one schema, on ${target}`, () => {
    const listenerName = `kl_sessions_${randomUUID().slice(0, 8)}`;
    let a: TestApp;
    let b: TestApp;
    let bReads: { readonly calls: number };
    before(async () => {
      // One secret: a token A issues is good on B, as behind a load balancer.
      const secrets = sharedSecrets();
      a = await startTestApp(target, secrets);
      const url = new URL(a.databaseUrl!);
      url.searchParams.set('application_name', listenerName);
      b = await startTestApp(target, { ...secrets, DATABASE_URL: url.toString() });
      bReads = countSessionReads(b);
    });
    after(async () => {
      await b?.close();
      await a?.close();
    });

    /** A session B has answered from its cache at least once. */
    async function cachedOnB() {
      const user = await createTestUser(a.app, 'customer');
      assert.equal(await verify(b, user.token), 200);
      const calls = bReads.calls;
      assert.equal(await verify(b, user.token), 200);
      assert.equal(bReads.calls, calls, 'B answered from its cache');
      return user;
    }

    it('a session cached on B and signed out through A is refused by B within 2 s', async () => {
      const { token, userId } = await cachedOnB();
      assert.equal((await a.call('POST', 'auth/logout', { token })).status, 200);
      await answersWithin2s(b, `inventory/${userId}`, token, 401, 'B refuses the signed-out session');

      const everywhere = await cachedOnB();
      assert.equal((await a.call('POST', 'auth/logout-all', { token: everywhere.token })).status, 200);
      await answersWithin2s(b, `inventory/${everywhere.userId}`, everywhere.token, 401, 'B refuses a session signed out everywhere');
    });

    it('while B’s LISTEN connection is lost, B reads the database: a sign-out made meanwhile is honoured at once', async () => {
      const { token, userId } = await cachedOnB();
      const changes = b.app.get(SessionUserChanges);
      const db = a.app.get<Database>(DATABASE);
      const ended = await db.pool.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1 AND query = $2`,
        [listenerName, `LISTEN ${SESSION_USER_CHANNEL}`],
      );
      assert.deepEqual(
        ended.rows.map((row) => row.ended),
        [true],
        'B’s one LISTEN connection',
      );
      await eventually(async () => (changes.listening ? undefined : true), 'B notices the loss', 2_000);

      // Meanwhile B neither answers from its cache nor fills it: each request reads the database.
      const calls = bReads.calls;
      assert.equal(await verify(b, token), 200);
      assert.equal(await verify(b, token), 200);
      assert.equal(bReads.calls, calls + 2, 'B read the user from the database each time');
      // Signed out everywhere through A: B's notification is lost with its connection.
      assert.equal((await a.call('POST', 'auth/logout-all', { token })).status, 200);
      assert.equal((await b.call('GET', `inventory/${userId}`, { token })).status, 401);
      assert.equal(bReads.calls, calls + 3);
      assert.equal(changes.listening, false, 'B was still without its LISTEN then');

      // Back: the cache is trusted again (emptied on reconnecting, then filled anew).
      await eventually(async () => (changes.listening ? true : undefined), 'B listens again', 5_000);
      await cachedOnB();
    });
  });
}
