import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { registerVerifyAndLogin, signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';

const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
const [GAME_A, GAME_B, NOT_LISTED] = [1877, 1009, 1011]; // 1011 exists in the game database, unlisted

for (const target of await apiTestTargets()) {
  describe(`wishlists on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    let store: EventStore;
    let owner: { token: string; userId: string };
    let other: { token: string; userId: string };
    let adminToken: string;

    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      store = api.app.get(EventStore);
      await listTestGames(api.app, [
        { gameId: GAME_A, priceCents: 5999, discountPercent: 20 },
        { gameId: GAME_B, priceCents: 1999 },
      ]);
      owner = await registerVerifyAndLogin(api, smtp, 'wisher@example.com');
      other = await registerVerifyAndLogin(api, smtp, 'nosy@example.com');
      adminToken = (await signInStaffFirstTime(api, ADMIN)).token;
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    const change = (action: 'add' | 'remove', gameId: unknown, as = owner, userId = as.userId) =>
      api.call('POST', `wishlist/${action}`, { token: as.token, body: { userId, gameId } });
    const wishlistEvents = async (userId: string) => (await store.readStream(`wishlist-${userId}`)).events;
    const gameIds = (body: { wishlist: { games: Array<{ gameId: number }> } }) => body.wishlist.games.map((g) => g.gameId);

    it('adds listed games once each, in order, with the game for each entry', async () => {
      assert.equal((await change('add', GAME_A)).status, 200);
      const second = await change('add', GAME_B);
      assert.deepEqual(gameIds(second.body), [GAME_A, GAME_B]);
      const again = await change('add', GAME_A);
      assert.equal(again.status, 200);
      assert.deepEqual(gameIds(again.body), [GAME_A, GAME_B]);
      assert.equal((await wishlistEvents(owner.userId)).length, 2, 'adding twice records nothing');

      const read = await api.call('GET', `wishlist/${owner.userId}`, { token: owner.token });
      assert.equal(read.status, 200);
      assert.equal(read.body.status, 'success');
      const entry = read.body.wishlist.games[0];
      assert.equal(entry.game.name, 'Cyber Punk');
      assert.equal(entry.game.price, 59.99);
      assert.equal(entry.game.discountedPrice, 47.99);
    });

    it('removes a game; removing it again changes nothing', async () => {
      const removed = await change('remove', GAME_A);
      assert.equal(removed.status, 200);
      assert.deepEqual(gameIds(removed.body), [GAME_B]);
      await change('remove', GAME_A);
      assert.deepEqual(
        (await wishlistEvents(owner.userId)).map((e) => e.type),
        ['GameWishlisted', 'GameWishlisted', 'GameUnwishlisted'],
      );
    });

    it("answers 403 on another user's wishlist, for reading and for changing, and writes nothing", async () => {
      const read = await api.call('GET', `wishlist/${owner.userId}`, { token: other.token });
      assert.equal(read.status, 403);
      for (const action of ['add', 'remove'] as const) {
        const res = await change(action, GAME_B, other, owner.userId);
        assert.equal(res.status, 403, action);
      }
      assert.equal((await wishlistEvents(owner.userId)).length, 3);
      assert.equal((await wishlistEvents(other.userId)).length, 0);
      // An admin may read it (support), not change it.
      assert.equal((await api.call('GET', `wishlist/${owner.userId}`, { token: adminToken })).status, 200);
    });

    it('needs a sign-in, a real game and well-formed ids', async () => {
      assert.equal((await api.call('GET', `wishlist/${owner.userId}`)).status, 401);
      assert.equal((await api.call('POST', 'wishlist/add', { body: { userId: owner.userId, gameId: GAME_A } })).status, 401);
      const notListed = await change('add', NOT_LISTED);
      assert.equal(notListed.status, 404);
      assert.equal(notListed.body.message, 'Game not found');
      for (const gameId of ['1877', 0, -3, 1.5, null]) {
        const bad = await change('add', gameId);
        assert.equal(bad.status, 400, String(gameId));
        assert.equal(bad.body.message, 'Invalid game id');
      }
      assert.equal((await api.call('GET', 'wishlist/not-a-uuid', { token: owner.token })).body.message, 'Invalid user id');
      assert.equal((await wishlistEvents(owner.userId)).length, 3);
    });
  });
}
