import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { ChangeListingCommand } from '../../catalogue/commands/change-listing.command.js';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { CreatePromoCommand } from '../../promo/commands/promo-commands.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { watchStatements } from '../../testing/statement-counter.js';
import { createTestShoppers, type TestShopper } from '../testing/test-shoppers.js';

const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
const CYBER = 1877; // $59.99, 20% off → $47.99
const OUTPOST = 1009; // $19.99
const SCARCE = 1011; // $9.99, 2 keys
const keysFor = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}-SECRET`);

for (const target of await apiTestTargets()) {
  describe(`wallet checkout, promo codes, inventory and key reveal on ${target}`, () => {
    const logLines: string[] = [];
    let api: TestApp;
    let store: EventStore;
    let adminToken: string;
    let buyer: TestShopper;
    let other: TestShopper;
    let poor: TestShopper;
    const allKeyTexts = [...keysFor('CYB', 6), ...keysFor('OUT', 6), ...keysFor('SCA', 2)];

    before(async () => {
      api = await startTestApp(target, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'debug' }, undefined, {
        write: (line) => void logLines.push(line),
      });
      store = api.app.get(EventStore);
      const commands = api.app.get(CommandBus);
      await commands.execute(new ListGameCommand(CYBER, 5999, keysFor('CYB', 6), TEST_ADMIN));
      await commands.execute(new ChangeListingCommand({ type: 'SetDiscount', gameId: CYBER, discountPercent: 20 }, TEST_ADMIN));
      await commands.execute(new ListGameCommand(OUTPOST, 1999, keysFor('OUT', 6), TEST_ADMIN));
      await commands.execute(new ListGameCommand(SCARCE, 999, keysFor('SCA', 2), TEST_ADMIN));
      await catalogueCaughtUp(api.app);
      adminToken = (await signInStaffFirstTime(api, ADMIN)).token;
      [buyer, other] = (await createTestShoppers(api.app, 2, 500_00)) as [TestShopper, TestShopper];
      poor = (await createTestShoppers(api.app, 1, 10_00))[0]!;
      const expiry = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      for (const promo of [
        { code: 'save10', discountType: 'percentage', discountValue: 10, expiryDate: expiry },
        { code: 'FIVEOFF', discountType: 'fixed', discountValue: '5.00', maxUses: 1, expiryDate: expiry },
        { code: 'PAUSED', discountValue: 10, expiryDate: expiry, isActive: false },
      ]) {
        const created = await api.call('POST', 'promo/create', { token: adminToken, body: promo });
        assert.equal(created.status, 201, JSON.stringify(created.body));
      }
      // A code cannot be created already expired; OLD was made in 2019 and has expired since.
      const pastExpiry = await api.call('POST', 'promo/create', { token: adminToken, body: { code: 'OLD', discountValue: 10, expiryDate: '2020-01-01' } });
      assert.equal(pastExpiry.status, 400);
      assert.equal(pastExpiry.body.message, 'The expiry date is already past');
      const oldTerms = { code: 'OLD', discountType: 'percentage' as const, discountValue: 10, maxUses: null, expiresAt: '2020-01-01T23:59:59.999Z', isActive: true, description: '' };
      await commands.execute(new CreatePromoCommand(oldTerms, TEST_ADMIN, new Date('2019-06-01T00:00:00Z')));
    });
    after(async () => api.close());

    const order = (shopper: TestShopper, games: unknown, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games, paymentMethod: 'wallet', ...extra }, headers });
    const eventCount = async () => Number((await store.pool.query('SELECT count(*) AS n FROM events')).rows[0].n);
    const soldKeys = async () => Number((await store.pool.query("SELECT count(*) AS n FROM game_keys WHERE status = 'sold'")).rows[0].n);
    const balance = async (shopper: TestShopper) => (await api.call('POST', 'auth/token-verify', { token: shopper.token })).body.data.user.wallet.balance;

    it('previews a promo for a signed-in shopper and tells a guest to log in', async () => {
      const guest = await api.call('POST', 'promo/apply', { body: { code: 'SAVE10', orderTotal: 64.79 } });
      assert.equal(guest.status, 401);
      assert.equal(guest.body.message, 'Login to use Promo Code!');
      const preview = await api.call('POST', 'promo/apply', { token: buyer.token, body: { code: 'save10', orderTotal: 64.79, subtotal: 59.99 } });
      assert.equal(preview.status, 200);
      assert.deepEqual(preview.body, { status: true, promoCode: 'SAVE10', discountType: 'percentage', discountValue: 10, discount: 6, newTotal: 58.79 });
      for (const [code, message] of [
        ['NOPE', 'Invalid promo code'],
        ['OLD', 'This promo code has expired'],
        ['PAUSED', 'This promo code is not active'],
      ]) {
        const refused = await api.call('POST', 'promo/apply', { token: buyer.token, body: { code, orderTotal: 10 } });
        assert.equal(refused.status, 409, code);
        assert.equal(refused.body.message, message);
        assert.equal(refused.body.status, 409, 'problem details carry the HTTP status, promo included');
        assert.equal(refused.body.error, message);
      }
    });

    it('buys two games with the wallet and a promo: priced by the server, paid, redeemed and delivered at once', async () => {
      const before = await balance(buyer);
      const answer = await order(buyer, [{ gameId: CYBER, quantity: 2 }, { gameId: OUTPOST, quantity: 1 }], { promoCode: 'save10', totalAmount: 0.01 });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const placed = answer.body.data.order;
      // 2 × 47.99 + 19.99 = 115.97; tax 9.28 (9.2776); SAVE10 takes 11.60 (11.597) of the subtotal.
      assert.deepEqual([placed.subtotal, placed.tax, placed.promoDiscount, placed.totalAmount], [115.97, 9.28, 11.6, 113.65]);
      assert.equal(answer.body.data.wallet.balance, Math.round((before - 113.65) * 100) / 100);
      assert.equal(await balance(buyer), answer.body.data.wallet.balance);
      const cyberKeys = placed.games.find((g: { gameId: number }) => g.gameId === CYBER).gameKeys;
      assert.equal(cyberKeys.length, 2);
      for (const key of cyberKeys) assert.match(key.masked, /^[•-]+[A-Z]{2}ET$|^.*CRET$/);

      const orderEvents = (await store.readStream(`order-${placed.orderId}`)).events.map((e) => e.type);
      assert.deepEqual(orderEvents, ['OrderPlaced', 'KeysDelivered']);
      const walletTail = (await store.readStream(`wallet-${buyer.userId}`)).events.at(-1)!;
      assert.deepEqual([walletTail.type, walletTail.data.amountCents, walletTail.data.orderId], ['WalletDebited', 11365, placed.orderId]);
      const promoTail = (await store.readStream('promo-SAVE10')).events.at(-1)!;
      assert.deepEqual([promoTail.type, promoTail.data.orderId, promoTail.data.discountCents], ['PromoRedeemed', placed.orderId, 1160]);
      // One transaction: the four streams' events share it.
      const txIds = await store.pool.query('SELECT DISTINCT transaction_id FROM events WHERE global_position > $1', [answer.body.position - 4]);
      assert.equal(txIds.rows.length, 1);

      // Read-after-write: the inventory shows the order at once when asked to wait for the position.
      const inventory = await api.call('GET', `inventory/${buyer.userId}?position=${answer.body.position}`, { token: buyer.token });
      assert.equal(inventory.status, 200);
      assert.equal(inventory.body.inventory[0].orderId, placed.orderId);
      assert.equal(inventory.body.inventory[0].totalAmount, 113.65);
      assert.equal(inventory.body.inventory[0].games.length, 2);
      await catalogueCaughtUp(api.app);
      const cyber = await api.call('GET', `store/games/get?id=${CYBER}`);
      assert.equal(cyber.body.gameData.copies, 4);
    });

    it('refuses with the spec words and writes nothing: short wallet, stock, unknown game, used-up or bad promo, bad input, another user', async () => {
      const events = await eventCount();
      const sold = await soldKeys();
      const cases: Array<[TestShopper, unknown, Record<string, unknown>, number, string]> = [
        [poor, [{ gameId: OUTPOST, quantity: 1 }], {}, 409, 'Insufficient funds. Your wallet balance ($10.00) is less than the total ($21.59)'],
        [buyer, [{ gameId: SCARCE, quantity: 3 }], {}, 409, 'Only 2 keys of '],
        [buyer, [{ gameId: 424242, quantity: 1 }], {}, 404, 'Game 424242 is not in the store'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], { promoCode: 'OLD' }, 409, 'This promo code has expired'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], { promoCode: 'NOPE' }, 409, 'Invalid promo code'],
        [buyer, [], {}, 400, 'Your cart is empty'],
        [buyer, [{ gameId: OUTPOST, quantity: 0 }], {}, 400, 'Quantity must be a whole number from 1 to 10'],
        [buyer, [{ gameId: 'x', quantity: 1 }], {}, 400, 'Invalid game id'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], { paymentMethod: 'card' }, 400, "paymentMethod must be 'wallet' here"],
      ];
      for (const [shopper, games, extra, status, message] of cases) {
        const answer = await order(shopper, games, extra);
        assert.equal(answer.status, status, `${message}: ${JSON.stringify(answer.body)}`);
        assert.ok(String(answer.body.message).startsWith(message), `${answer.body.message} ≠ ${message}`);
      }
      const forOther = await api.call('POST', 'order/create-order', {
        token: buyer.token,
        body: { userId: other.userId, games: [{ gameId: OUTPOST, quantity: 1 }], paymentMethod: 'wallet' },
      });
      assert.equal(forOther.status, 403);
      assert.equal((await api.call('POST', 'order/create-order', { body: { userId: buyer.userId, games: [{ gameId: OUTPOST, quantity: 1 }], paymentMethod: 'wallet' } })).status, 401);
      assert.equal(await eventCount(), events);
      assert.equal(await soldKeys(), sold);
    });

    it('uses a one-time promo once', async () => {
      assert.equal((await order(buyer, [{ gameId: OUTPOST, quantity: 1 }], { promoCode: 'fiveoff' })).status, 201);
      const again = await order(other, [{ gameId: OUTPOST, quantity: 1 }], { promoCode: 'FIVEOFF' });
      assert.equal(again.status, 409);
      assert.equal(again.body.message, 'This promo code has reached its usage limit');
      const list = await api.call('GET', 'promo/', { token: adminToken });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const listed = (await api.call('GET', 'promo/', { token: adminToken })).body.promos.find((p: { code: string }) => p.code === 'FIVEOFF');
      assert.equal(list.status, 200);
      assert.deepEqual([listed.usedCount, listed.maxUses, listed.discountValue, listed.discountType], [1, 1, 5, 'fixed']);
    });

    it('prices every order from the listing as it stands: a price change between two orders is charged on the next', async () => {
      const commands = api.app.get(CommandBus);
      const first = await order(other, [{ gameId: OUTPOST, quantity: 1 }]);
      assert.equal(first.status, 201, JSON.stringify(first.body));
      assert.equal(first.body.data.order.totalAmount, 21.59, '19.99 + 8% tax');
      await commands.execute(new ChangeListingCommand({ type: 'ChangePrice', gameId: OUTPOST, priceCents: 2999 }, TEST_ADMIN));
      try {
        const second = await order(other, [{ gameId: OUTPOST, quantity: 1 }]);
        assert.equal(second.status, 201, JSON.stringify(second.body));
        assert.equal(second.body.data.order.totalAmount, 32.39, 'the new price, 29.99 + 8% tax');
      } finally {
        await commands.execute(new ChangeListingCommand({ type: 'ChangePrice', gameId: OUTPOST, priceCents: 1999 }, TEST_ADMIN));
      }
      const third = await order(other, [{ gameId: OUTPOST, quantity: 1 }]);
      assert.equal(third.body.data.order.totalAmount, 21.59, 'and the old one again once restored');
    });

    it('answers the same Idempotency-Key sent 20 times at once with one order and one debit; another body is refused', async () => {
      const [shopper] = await createTestShoppers(api.app, 1, 100_00);
      const body = [{ gameId: OUTPOST, quantity: 1 }];
      const answers = await Promise.all(Array.from({ length: 20 }, () => order(shopper!, body, {}, { 'Idempotency-Key': 'checkout-1' })));
      assert.deepEqual([...new Set(answers.map((a) => a.status))], [201]);
      assert.equal(new Set(answers.map((a) => a.body.data.order.orderId)).size, 1);
      const debits = (await store.readStream(`wallet-${shopper!.userId}`)).events.filter((e) => e.type === 'WalletDebited');
      assert.equal(debits.length, 1);
      assert.equal(await balance(shopper!), 100 - 21.59);
      const changed = await order(shopper!, [{ gameId: OUTPOST, quantity: 2 }], {}, { 'Idempotency-Key': 'checkout-1' });
      assert.equal(changed.status, 409);
    });

    it("reveals a key to its owner once on record; others get 403; the inventory then shows the text", async () => {
      const inventory = (await api.call('GET', `inventory/${buyer.userId}`, { token: buyer.token })).body.inventory;
      const key = inventory.at(-1).games[0].gameKeys[0];
      assert.equal(key.revealed, false);
      assert.equal(key.key, null);
      const stranger = await api.call('POST', `inventory/keys/${key.id}/reveal`, { token: other.token });
      assert.equal(stranger.status, 403);
      const first = await api.call('POST', `inventory/keys/${key.id}/reveal`, { token: buyer.token });
      assert.equal(first.status, 201);
      assert.ok(allKeyTexts.includes(first.body.data.key));
      assert.equal(first.body.data.firstReveal, true);
      const second = await api.call('POST', `inventory/keys/${key.id}/reveal`, { token: buyer.token });
      assert.equal(second.body.data.firstReveal, false);
      const revealedEvents = await store.pool.query("SELECT count(*) AS n FROM events WHERE event_type = 'KeyRevealed'");
      assert.equal(Number(revealedEvents.rows[0].n), 1);
      const after = (await api.call('GET', `inventory/${buyer.userId}?position=${first.body.data.position}`, { token: buyer.token })).body.inventory;
      const shown = after.flatMap((o: { games: Array<{ gameKeys: Array<{ id: string; key: string | null }> }> }) => o.games.flatMap((g) => g.gameKeys)).find((k: { id: string }) => k.id === key.id);
      assert.equal(shown.key, first.body.data.key);
      assert.equal((await api.call('GET', `inventory/${buyer.userId}`, { token: other.token })).status, 403);
    });

    it("reads a shopper's inventory (orders, lines, masked and revealed keys) in one statement, prepared on the server", async () => {
      const path = `inventory/${buyer.userId}`;
      assert.equal((await api.call('GET', path, { token: buyer.token })).status, 200); // the session is now in the cache
      const statements = watchStatements(store.pool);
      try {
        const read = await api.call('GET', path, { token: buyer.token });
        assert.equal(read.status, 200);
        const keys = read.body.inventory.flatMap((o: { games: Array<{ gameKeys: unknown[] }> }) => o.games.flatMap((g) => g.gameKeys));
        assert.ok(read.body.inventory.length >= 2 && keys.length >= 3, 'several orders and keys were read');
        assert.equal(statements.statements.length, 1, statements.statements.join('\n'));
        assert.equal(statements.prepared, target === 'postgres' ? 1 : 0);
      } finally {
        statements.stop();
      }
    });

    it('never writes key text into the event log or the logs', async () => {
      const log = (await store.pool.query('SELECT data::text || metadata::text AS text FROM events')).rows.map((r) => r.text).join('\n');
      const logged = logLines.join('');
      assert.ok(logLines.length > 20, 'the app logged at debug level');
      for (const text of allKeyTexts) {
        assert.equal(log.includes(text), false, `${text} in the event log`);
        assert.equal(logged.includes(text), false, `${text} in the logs`);
      }
    });
  });
}
