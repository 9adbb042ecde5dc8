import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';
import { ListGameCommand } from '../commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../testing/list-test-games.js';

const GAME = 1009;
const KEY_TEXTS = ['ACCESS-AAAA-1111-QX', 'ACCESS-BBBB-2222-QY', 'ACCESS-CCCC-3333-QZ'];

/** GET store/games/{gameId}/keys/access: who revealed or downloaded a game's keys, newest first, never a key's text. */
for (const target of await apiTestTargets()) {
  describe(`a game's key access history on ${target}`, () => {
    let api: TestApp;
    let alice: TestUser;
    let bob: TestUser;
    let customer: TestUser;
    let keyIds: string[];

    before(async () => {
      api = await startTestApp(target);
      alice = await createTestUser(api.app, 'admin');
      bob = await createTestUser(api.app, 'admin');
      customer = await createTestUser(api.app, 'customer');
      await api.app.get(CommandBus).execute(new ListGameCommand(GAME, 1999, KEY_TEXTS, TEST_ADMIN));
      await catalogueCaughtUp(api.app);
      const rows = await api.app.get(EventStore).pool.query<{ id: string }>('SELECT id FROM game_keys WHERE game_id = $1 ORDER BY created_at, id', [GAME]);
      keyIds = rows.rows.map((row) => row.id);
    });
    after(async () => api.close());

    const access = (query = '', token = alice.token) => api.call('GET', `store/games/${GAME}/keys/access${query}`, { token });

    it('lists reveals and downloads newest first, with the admin, the time and what was done, never a key’s text', async () => {
      assert.deepEqual((await access()).body, { success: true, entries: [], total: 0, page: 1, limit: 10 });
      const shown = await api.call('POST', `store/games/${GAME}/keys/${keyIds[0]}/reveal`, { token: alice.token });
      assert.equal(shown.status, 200);
      const exported = await fetch(`${api.baseUrl}/api/v1/store/games/${GAME}/keys/export`, { method: 'POST', headers: { authorization: `Bearer ${bob.token}` } });
      assert.equal(exported.status, 200);
      assert.equal((await api.call('POST', `store/games/${GAME}/keys/${keyIds[2]}/reveal`, { token: alice.token })).status, 200);

      const answer = await access();
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const { entries, total } = answer.body;
      assert.equal(total, 3);
      assert.deepEqual(
        entries.map((e: any) => [e.action, e.keyId, e.count, e.admin.id, e.admin.email]),
        [
          ['revealed', keyIds[2], null, alice.userId, alice.email],
          ['exported', null, 3, bob.userId, bob.email],
          ['revealed', keyIds[0], null, alice.userId, alice.email],
        ],
      );
      assert.match(entries[0].masked, /3-QZ$/, 'a revealed key is named as the key list masks it');
      assert.ok(!entries[0].masked.includes('ACCESS-CCCC'), 'masked');
      assert.ok(entries[0].admin.username);
      assert.ok(Date.parse(entries[0].at) >= Date.parse(entries[2].at) && entries[0].position > entries[1].position);
      const json = JSON.stringify(answer.body);
      for (const text of KEY_TEXTS) assert.ok(!json.includes(text), 'no key text in the answer');

      const second = await access('?page=2&limit=1');
      assert.deepEqual([second.body.total, second.body.entries.length, second.body.entries[0].action, second.body.page, second.body.limit], [3, 1, 'exported', 2, 1]);
    });

    it('is for admins only, refuses bad paging, and answers 404 for a game never in the store', async () => {
      assert.equal((await api.call('GET', `store/games/${GAME}/keys/access`)).status, 401);
      assert.equal((await access('', customer.token)).status, 403);
      const bad = await access('?limit=500');
      assert.deepEqual([bad.status, bad.body.message], [400, 'limit must be a whole number from 1 to 100']);
      const unknown = await api.call('GET', 'store/games/4242/keys/access', { token: alice.token });
      assert.deepEqual([unknown.status, unknown.body.message], [404, 'The game was never in the store']);
    });
  });
}
