import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { eventually } from '../../testing/eventually.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';

const CYBER = 1877;
const OUTPOST = 1009;

for (const target of await apiTestTargets()) {
  describe(`an account's data to take away (GET users/{id}/export) on ${target}`, () => {
    let api: TestApp;
    let admin: TestUser;
    let shopper: TestShopper;
    let other: TestShopper;
    let orderId: string;
    let revealedKey: { id: string; text: string };

    before(async () => {
      api = await startTestApp(target);
      await listTestGames(api.app, [
        { gameId: CYBER, priceCents: 5999, keys: 4 },
        { gameId: OUTPOST, priceCents: 1999, keys: 4 },
      ]);
      admin = await createTestUser(api.app, 'admin');
      [shopper, other] = (await createTestShoppers(api.app, 2, 200_00)) as [TestShopper, TestShopper];
      const bought = await api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games: [{ gameId: CYBER, quantity: 2 }], paymentMethod: 'wallet' } });
      assert.equal(bought.status, 201, JSON.stringify(bought.body));
      orderId = bought.body.data.order.orderId;
      const keyId = bought.body.data.order.games[0].gameKeys[0].id as string;
      const reveal = await api.call('POST', `inventory/keys/${keyId}/reveal`, { token: shopper.token });
      assert.equal(reveal.status, 201, JSON.stringify(reveal.body));
      revealedKey = { id: keyId, text: reveal.body.data.key };
      assert.equal((await api.call('POST', 'wishlist/add', { token: shopper.token, body: { userId: shopper.userId, gameId: OUTPOST } })).status, 200);
      const credit = await api.call('PATCH', `users/${shopper.userId}/wallet`, { token: admin.token, body: { amount: 5, reason: 'Goodwill for the slow key' } });
      assert.equal(credit.status, 200, JSON.stringify(credit.body));
      const ticket = await api.call('POST', 'ticket/create', { token: shopper.token, body: { subject: 'Second key', message: 'It says already used', orderId } });
      assert.equal(ticket.status, 201, JSON.stringify(ticket.body));
      assert.equal((await api.call('POST', `ticket/${ticket.body.ticket._id}/reply`, { token: admin.token, body: { message: 'Sending another' } })).status, 200);
    });
    after(async () => api.close());

    const exportOf = (userId: string, token: string) => api.call('GET', `users/${userId}/export`, { token });

    it('gives the account holder everything the store holds about them, as a file, keys by id and mask only', async () => {
      // The read models catch up a moment after the commands: what a user exporting later would see.
      const answer = await eventually(async () => {
        const got = await exportOf(shopper.userId, shopper.token);
        return got.body.orders?.length === 1 && got.body.tickets?.[0]?.replies.length === 1 ? got : undefined;
      }, 'the export shows the order and the reply');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('content-disposition'), `attachment; filename="keyledger-account-${shopper.userId}.json"`);
      assert.equal(answer.headers.get('cache-control'), 'no-store');
      const data = answer.body;
      assert.equal(data.profile.id, shopper.userId);
      assert.equal(data.profile.email, `shopper-${shopper.userId}@example.test`);
      const [order] = data.orders;
      assert.equal(order.orderId, orderId);
      const keys = order.games[0].gameKeys as Array<{ id: string; masked: string; revealed: boolean; key: string | null }>;
      assert.equal(keys.length, 2);
      assert.ok(keys.every((key) => key.key === null && key.masked.length > 0));
      assert.equal(keys.find((key) => key.id === revealedKey.id)?.revealed, true);
      const text = JSON.stringify(data);
      assert.ok(!text.includes(revealedKey.text), 'no key text, even a revealed one');
      assert.doesNotMatch(text, /passwordHash|password_hash|tokenVersion|argon2/, 'no secret of the account');
      assert.deepEqual(
        data.wallet.entries.map((entry: { direction: string; reason: string }) => entry.direction),
        ['credit', 'debit', 'credit'],
      );
      assert.equal(data.wallet.entries.at(-1).reason, 'Goodwill for the slow key');
      assert.equal(Math.round(data.wallet.balance * 100), 200_00 - Math.round(order.totalAmount * 100) + 5_00, 'the balance after the order (with its tax) and the credit');
      assert.deepEqual(data.wishlist.map((item: { gameId: number }) => item.gameId), [OUTPOST]);
      assert.equal(data.tickets[0].subject, 'Second key');
      assert.equal(data.tickets[0].replies[0].message, 'Sending another');
    });

    it('is the holder’s own (403 for another customer and for support), staff management reads any (404 for no account)', async () => {
      assert.equal((await exportOf(shopper.userId, other.token)).status, 403);
      const support = await createTestUser(api.app, 'support');
      assert.equal((await exportOf(shopper.userId, support.token)).status, 403);
      const byAdmin = await exportOf(shopper.userId, admin.token);
      assert.equal(byAdmin.status, 200);
      assert.equal(byAdmin.body.profile.id, shopper.userId);
      assert.equal((await exportOf('00000000-0000-4000-8000-000000000000', admin.token)).status, 404);
      const empty = await exportOf(other.userId, other.token);
      assert.equal(empty.status, 200);
      assert.deepEqual([empty.body.orders, empty.body.tickets, empty.body.wishlist], [[], [], []]);
    });
  });
}
