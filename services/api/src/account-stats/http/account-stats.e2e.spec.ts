import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';

const CYBER = 1877; // $59.99
const OUTPOST = 1009; // $19.99
const RACED = 1022; // $9.99
const WALLET_CENTS = 500_00;
const cents = (dollars: number) => Math.round(dollars * 100);

interface PlacedOrder {
  orderId: string;
  totalCents: number;
  /** The delivered key ids of each game. */
  keys: Map<number, string[]>;
  position: number;
}

for (const target of await apiTestTargets()) {
  describe(`an account's figures (GET users/{id}/stats) on ${target}`, () => {
    let api: TestApp;
    let admin: TestUser;
    let shopper: TestShopper;
    let other: TestShopper;

    before(async () => {
      api = await startTestApp(target);
      await listTestGames(api.app, [
        { gameId: CYBER, priceCents: 5999, keys: 6 },
        { gameId: OUTPOST, priceCents: 1999, discountPercent: 25, keys: 4 },
        { gameId: RACED, priceCents: 999, keys: 4 },
      ]);
      admin = await createTestUser(api.app, 'admin');
      [shopper, other] = (await createTestShoppers(api.app, 2, WALLET_CENTS)) as [TestShopper, TestShopper];
    });
    after(async () => api.close());

    async function buy(buyer: TestShopper, games: Array<{ gameId: number; quantity: number }>): Promise<PlacedOrder> {
      const answer = await api.call('POST', 'order/create-order', { token: buyer.token, body: { userId: buyer.userId, games, paymentMethod: 'wallet' } });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const order = answer.body.data.order;
      const keys = new Map<number, string[]>(order.games.map((g: { gameId: number; gameKeys: Array<{ id: string }> }) => [g.gameId, g.gameKeys.map((k) => k.id)]));
      return { orderId: order.orderId, totalCents: cents(order.totalAmount), keys, position: answer.body.position };
    }
    /** An admin's refund or replacement of one key; answers the log position it wrote and the body's data. */
    async function changeKey(path: 'refund/process' | 'refund/replace', keyField: 'keyToRefund' | 'oldKey', order: PlacedOrder, gameId: number) {
      const body = { orderId: order.orderId, gameId, [keyField]: order.keys.get(gameId)![0] };
      const answer = await api.call('POST', path, { token: admin.token, body, headers: { 'idempotency-key': randomUUID() } });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return { position: answer.body.position as number, data: answer.body.data };
    }
    const stats = (userId: string, token: string | undefined, position?: number) =>
      api.call('GET', `users/${userId}/stats${position === undefined ? '' : `?position=${position}`}`, token ? { token } : {});
    const ownStats = async (buyer: TestShopper, position?: number) => {
      const answer = await stats(buyer.userId, buyer.token, position);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.stats;
    };
    const walletBalanceCents = async (buyer: TestShopper) => cents((await api.call('POST', 'auth/token-verify', { token: buyer.token })).body.data.user.wallet.balance);

    it('starts at zero for a new account', async () => {
      assert.deepEqual(await ownStats(shopper), { userId: shopper.userId, gamesOwned: 0, wishlistItems: 0, totalSpending: 0 });
    });

    it('counts two orders of three games, one wishlist entry and the exact sum paid; a refund and a replacement count as decided', async () => {
      const first = await buy(shopper, [{ gameId: CYBER, quantity: 1 }, { gameId: OUTPOST, quantity: 1 }]);
      const second = await buy(shopper, [{ gameId: RACED, quantity: 1 }]);
      const wished = await api.call('POST', 'wishlist/add', { token: shopper.token, body: { userId: shopper.userId, gameId: RACED } });
      assert.equal(wished.status, 200, JSON.stringify(wished.body));
      const paidCents = first.totalCents + second.totalCents;

      // Read right after the purchase, with its position: the read model has it.
      assert.deepEqual(await ownStats(shopper, second.position), { userId: shopper.userId, gamesOwned: 3, wishlistItems: 1, totalSpending: paidCents / 100 });
      assert.equal(paidCents, WALLET_CENTS - (await walletBalanceCents(shopper)), 'the sum paid is what left the wallet');

      // A refunded key is no longer owned, and what was refunded for it is no longer spending.
      const refund = await changeKey('refund/process', 'keyToRefund', first, OUTPOST);
      const refundedCents = cents(refund.data.amount);
      assert.ok(refundedCents > 0 && refundedCents < first.totalCents);
      const afterRefund = await ownStats(shopper, refund.position);
      assert.deepEqual(afterRefund, { userId: shopper.userId, gamesOwned: 2, wishlistItems: 1, totalSpending: (paidCents - refundedCents) / 100 });
      assert.equal(cents(afterRefund.totalSpending), WALLET_CENTS - (await walletBalanceCents(shopper)), 'the net spending is what the wallet is down');

      // A replaced key's replacement stands in for it: still one game, the same spending.
      const replacement = await changeKey('refund/replace', 'oldKey', first, CYBER);
      assert.deepEqual(await ownStats(shopper, replacement.position), afterRefund);

      // An admin reads the same figures.
      const asAdmin = await stats(shopper.userId, admin.token);
      assert.equal(asAdmin.status, 200);
      assert.deepEqual(asAdmin.body.stats, afterRefund);
    });

    it('counts several copies of a game as one game owned, and every copy as spending', async () => {
      const order = await buy(other, [{ gameId: CYBER, quantity: 2 }]);
      assert.deepEqual(await ownStats(other, order.position), { userId: other.userId, gamesOwned: 1, wishlistItems: 0, totalSpending: order.totalCents / 100 });
    });

    it('answers the owner and admins only: 401 signed out, 403 for another shopper, 404 for an unknown user, 400 for a bad position', async () => {
      const signedOut = await stats(shopper.userId, undefined);
      assert.equal(signedOut.status, 401);
      const anotherShopper = await stats(shopper.userId, other.token);
      assert.equal(anotherShopper.status, 403);
      assert.equal(anotherShopper.body.message, 'You can only access your own records');
      const unknown = await stats(randomUUID(), admin.token);
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, 'User not found');
      const unknownToShopper = await stats(randomUUID(), shopper.token);
      assert.equal(unknownToShopper.status, 403, 'a shopper learns nothing of other ids');
      const badPosition = await api.call('GET', `users/${shopper.userId}/stats?position=soon`, { token: shopper.token });
      assert.equal(badPosition.status, 400);
    });
  });
}
