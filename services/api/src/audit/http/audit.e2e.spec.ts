import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';

const GAME = 1877;
const keysFor = (n: number) => Array.from({ length: n }, () => `AUD-${randomUUID().slice(0, 13)}`);

for (const target of await apiTestTargets()) {
  describe(`who did what (order timelines and wallet statements) on ${target}`, () => {
    let api: TestApp;
    let admin: TestUser;
    let finance: TestUser;
    let buyer: TestShopper;
    let other: TestShopper;
    let orderId: string;
    let keyIds: string[];
    const requestId = `audit-${randomUUID().slice(0, 8)}`;

    before(async () => {
      api = await startTestApp(target);
      await api.app.get(CommandBus).execute(new ListGameCommand(GAME, 5999, keysFor(6), TEST_ADMIN));
      await catalogueCaughtUp(api.app);
      admin = await createTestUser(api.app, 'admin');
      finance = await createTestUser(api.app, 'finance');
      [buyer, other] = (await createTestShoppers(api.app, 2, 500_00)) as [TestShopper, TestShopper];
      const placed = await api.call('POST', 'order/create-order', {
        token: buyer.token,
        headers: { 'x-request-id': requestId },
        body: { userId: buyer.userId, games: [{ gameId: GAME, quantity: 2 }], paymentMethod: 'wallet' },
      });
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
      orderId = placed.body.data.order.orderId;
      keyIds = placed.body.data.order.games[0].gameKeys.map((key: { id: string }) => key.id);
      const refunded = await api.call('POST', 'refund/process', { token: admin.token, body: { orderId, gameId: GAME, keyToRefund: keyIds[0], reason: 'Key did not activate' } });
      assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
      const replaced = await api.call('POST', 'refund/replace', { token: admin.token, body: { orderId, gameId: GAME, oldKey: keyIds[1], reason: 'Key already used elsewhere' } });
      assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
    });
    after(async () => api.close());

    it("lists exactly the order's events, the wallet events it caused, in log order, each with its actor, command and reason", async () => {
      const answer = await api.call('GET', `order/details/${orderId}/history`, { token: finance.token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const events = answer.body.events as Array<Record<string, any>>;
      assert.deepEqual(
        events.map((event) => event.type),
        ['OrderPlaced', 'KeysDelivered', 'WalletDebited', 'KeyRefunded', 'WalletRefunded', 'KeyReplaced'],
      );
      // Exactly what the log holds for the order and its wallet movements, nothing of other orders.
      const store = api.app.get(EventStore);
      const own = (await store.readStream(`order-${orderId}`)).events.map((event) => event.globalPosition);
      const wallet = (await store.readStream(`wallet-${buyer.userId}`)).events.filter((event) => event.data.orderId === orderId).map((event) => event.globalPosition);
      assert.deepEqual(events.map((event) => event.position), [...own, ...wallet].sort((a, b) => a - b));
      const byType = new Map(events.map((event) => [event.type, event]));
      const placed = byType.get('OrderPlaced')!;
      assert.deepEqual([placed.actor.id, placed.actor.role, placed.command, placed.correlationId, placed.causationId], [buyer.userId, 'customer', 'createOrder', requestId, requestId]);
      assert.equal(byType.get('WalletDebited')!.correlationId, requestId, 'the payment shares the order’s request');
      const refund = byType.get('KeyRefunded')!;
      assert.deepEqual([refund.actor.id, refund.actor.email, refund.actor.role, refund.command, refund.reason], [admin.userId, admin.email, 'admin', 'processRefund', 'Key did not activate']);
      assert.equal(byType.get('WalletRefunded')!.correlationId, refund.correlationId);
      assert.match(refund.summary, /^A key of .+ refunded: \$\d+\.\d\d to the wallet$/);
      const replaced = byType.get('KeyReplaced')!;
      assert.deepEqual([replaced.actor.email, replaced.reason], [admin.email, 'Key already used elsewhere']);
      assert.notEqual(replaced.correlationId, refund.correlationId, 'each request is its own correlation');
      // Admins read it too; customers (the buyer included) and guests do not; an unknown order is 404.
      assert.equal((await api.call('GET', `order/details/${orderId}/history`, { token: admin.token })).status, 200);
      assert.equal((await api.call('GET', `order/details/${orderId}/history`, { token: buyer.token })).status, 403);
      assert.equal((await api.call('GET', `order/details/${orderId}/history`)).status, 401);
      const unknown = await api.call('GET', `order/details/${randomUUID()}/history`, { token: finance.token });
      assert.deepEqual([unknown.status, unknown.body.message], [404, 'Order not found']);
    });

    it("gives a wallet's statement to its owner, admins and finance, with each balance after, and nobody else's", async () => {
      const own = await api.call('GET', `users/${buyer.userId}/wallet/history`, { token: buyer.token });
      assert.equal(own.status, 200, JSON.stringify(own.body));
      const entries = own.body.entries as Array<Record<string, any>>;
      assert.deepEqual(entries.map((entry) => [entry.type, entry.direction]), [
        ['WalletCredited', 'credit'],
        ['WalletDebited', 'debit'],
        ['WalletRefunded', 'credit'],
      ]);
      let balance = 0;
      for (const entry of entries) {
        balance += (entry.direction === 'credit' ? 1 : -1) * Math.round(entry.amount * 100);
        assert.equal(Math.round(entry.balanceAfter * 100), balance, `${entry.type}: balance after`);
      }
      assert.equal(Math.round(own.body.balance * 100), balance);
      assert.deepEqual([entries[1]!.orderId, entries[2]!.orderId, entries[2]!.actor.email], [orderId, orderId, admin.email]);
      for (const token of [admin.token, finance.token]) assert.equal((await api.call('GET', `users/${buyer.userId}/wallet/history`, { token })).status, 200);
      assert.equal((await api.call('GET', `users/${buyer.userId}/wallet/history`, { token: other.token })).status, 403);
      assert.equal((await api.call('GET', `users/${randomUUID()}/wallet/history`, { token: admin.token })).status, 404);
    });
  });
}
