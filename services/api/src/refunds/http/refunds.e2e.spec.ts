import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { eventually } from '../../testing/eventually.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type ApiAnswer, type TestApp } from '../../testing/start-test-app.js';
import { RefundFollowUp } from '../follow-up/refund-follow-up.js';

const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
const CYBER = 1877; // $59.99
const OUTPOST = 1009; // $19.99
const RACED = 1022; // $9.99: many keys, for the races
const LAST = 1011; // $9.99, exactly as many keys as one order takes: nothing left to replace with
const keysFor = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}-${randomUUID().slice(0, 8)}`);
const cents = (dollars: number) => Math.round(dollars * 100);

interface PlacedOrder {
  orderId: string;
  totalAmount: number;
  /** The delivered key ids of each game, in delivery order. */
  keys: Map<number, string[]>;
  position: number;
}

for (const target of await apiTestTargets()) {
  describe(`refunds and key replacements on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    let store: EventStore;
    let followUp: RefundFollowUp;
    let adminToken: string;
    let adminId: string;
    let buyer: TestShopper;
    let other: TestShopper;

    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      store = api.app.get(EventStore);
      followUp = api.app.get(RefundFollowUp);
      const commands = api.app.get(CommandBus);
      await commands.execute(new ListGameCommand(CYBER, 5999, keysFor('CYB', 12), TEST_ADMIN));
      await commands.execute(new ListGameCommand(OUTPOST, 1999, keysFor('OUT', 12), TEST_ADMIN));
      await commands.execute(new ListGameCommand(RACED, 999, keysFor('RCE', 40), TEST_ADMIN));
      await commands.execute(new ListGameCommand(LAST, 999, keysFor('LST', 2), TEST_ADMIN));
      await catalogueCaughtUp(api.app);
      ({ token: adminToken, userId: adminId } = await signInStaffFirstTime(api, ADMIN));
      [buyer, other] = (await createTestShoppers(api.app, 2, 1_000_00)) as [TestShopper, TestShopper];
      const expiry = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const promo = await api.call('POST', 'promo/create', { token: adminToken, body: { code: 'REFUND10', discountType: 'percentage', discountValue: 10, expiryDate: expiry } });
      assert.equal(promo.status, 201, JSON.stringify(promo.body));
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    async function buy(shopper: TestShopper, games: Array<{ gameId: number; quantity: number }>, promoCode?: string): Promise<PlacedOrder> {
      const answer = await api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games, paymentMethod: 'wallet', ...(promoCode ? { promoCode } : {}) } });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const order = answer.body.data.order;
      const keys = new Map<number, string[]>(order.games.map((g: { gameId: number; gameKeys: Array<{ id: string }> }) => [g.gameId, g.gameKeys.map((k) => k.id)]));
      return { orderId: order.orderId, totalAmount: order.totalAmount, keys, position: answer.body.position };
    }
    const refund = (body: Record<string, unknown>, options: { token?: string; key?: string } = {}): Promise<ApiAnswer> =>
      api.call('POST', 'refund/process', { token: options.token ?? adminToken, body, headers: options.key ? { 'idempotency-key': options.key } : {} });
    const replace = (body: Record<string, unknown>, options: { token?: string; key?: string } = {}): Promise<ApiAnswer> =>
      api.call('POST', 'refund/replace', { token: options.token ?? adminToken, body, headers: options.key ? { 'idempotency-key': options.key } : {} });
    const balance = async (shopper: TestShopper): Promise<number> => (await api.call('POST', 'auth/token-verify', { token: shopper.token })).body.data.user.wallet.balance;
    const streamTypes = async (streamId: string) => (await store.readStream(streamId)).events.map((e) => e.type);
    const count = async (sql: string, params: unknown[] = []) => Number((await store.pool.query<{ n: string }>(sql, params)).rows[0]!.n);
    /** Everything a refused call could have written. */
    const written = async () => ({
      events: await count('SELECT count(*) AS n FROM events'),
      revoked: await count("SELECT count(*) AS n FROM game_keys WHERE status = 'revoked'"),
      sold: await count("SELECT count(*) AS n FROM game_keys WHERE status = 'sold'"),
    });
    const details = async (orderId: string) => {
      const answer = await api.call('GET', `order/details/${orderId}`, { token: adminToken });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.order;
    };
    const inventoryKeys = async (shopper: TestShopper, position: number) => {
      const answer = await api.call('GET', `inventory/${shopper.userId}?position=${position}`, { token: shopper.token });
      assert.equal(answer.status, 200);
      return new Map<string, string>(
        answer.body.inventory.flatMap((order: { games: Array<{ gameKeys: Array<{ id: string; status: string }> }> }) =>
          order.games.flatMap((game) => game.gameKeys.map((key) => [key.id, key.status] as const)),
        ),
      );
    };

    it('refunds every key of a promo order for exactly its total, to the wallet, on the order, wallet and game streams', async () => {
      const start = await balance(buyer);
      const order = await buy(buyer, [{ gameId: CYBER, quantity: 2 }, { gameId: OUTPOST, quantity: 1 }], 'REFUND10');
      const [cyberA, cyberB] = order.keys.get(CYBER)!;
      const [outpost] = order.keys.get(OUTPOST)!;
      const refunds: Array<[number, string]> = [[CYBER, cyberA!], [OUTPOST, outpost!], [CYBER, cyberB!]];
      const statuses: string[] = [];
      let refundedCents = 0;
      let lastPosition = 0;
      for (const [gameId, keyToRefund] of refunds) {
        const answer = await refund({ orderId: order.orderId, gameId, keyToRefund, reason: 'Key did not activate' });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal(answer.body.message, 'Refund processed successfully');
        assert.equal(answer.body.data.method, 'wallet');
        assert.ok(answer.body.data.amount > 0);
        refundedCents += cents(answer.body.data.amount);
        assert.equal(answer.body.data.wallet.balance, Math.round(cents(start) - cents(order.totalAmount) + refundedCents) / 100);
        statuses.push(answer.body.data.orderStatus);
        lastPosition = answer.body.position;
      }
      // Largest remainder on cents: the three refunds add up to what was paid, to the cent.
      assert.equal(refundedCents, cents(order.totalAmount));
      assert.deepEqual(statuses, ['Partially Refunded', 'Partially Refunded', 'Refunded']);
      assert.equal(await balance(buyer), start);

      const orderEvents = (await store.readStream(`order-${order.orderId}`)).events;
      const refunded = orderEvents.filter((e) => e.type === 'KeyRefunded');
      assert.deepEqual(refunded.map((e) => [e.data.keyId, e.data.reason, e.data.method, e.metadata.actor?.role, e.metadata.actor?.id]), refunds.map(([, keyId]) => [keyId, 'Key did not activate', 'wallet', 'admin', adminId]));
      const walletRefunds = (await store.readStream(`wallet-${buyer.userId}`)).events.filter((e) => e.type === 'WalletRefunded');
      assert.deepEqual(walletRefunds.map((e) => [e.data.refundId, e.data.amountCents, e.data.orderId]), refunded.map((e) => [e.data.refundId, e.data.amountCents, order.orderId]));
      const voided = (await store.readStream(`game-${CYBER}`)).events.filter((e) => e.type === 'KeyVoided' && e.data.orderId === order.orderId);
      assert.deepEqual(voided.map((e) => e.data.keyId), [cyberA, cyberB]);
      assert.equal(await count("SELECT count(*) AS n FROM game_keys WHERE id = ANY($1::uuid[]) AND status = 'revoked'", [[cyberA, cyberB, outpost]]), 3);

      // The read models follow by events: the shopper's keys are void, the order detail and the list say Refunded.
      const inventory = await inventoryKeys(buyer, lastPosition);
      assert.deepEqual([cyberA, cyberB, outpost].map((id) => inventory.get(id!)), ['refunded', 'refunded', 'refunded']);
      const detail = await details(order.orderId);
      assert.equal(detail.status, 'Refunded');
      assert.equal(detail.refundedAmount, order.totalAmount);
      assert.deepEqual(detail.refunds.map((r: { keyId: string; state: string; byAdmin: string }) => [r.keyId, r.state, r.byAdmin]), refunds.map(([, keyId]) => [keyId, 'Settled', adminId]));
      const listed = await eventually(async () => {
        const answer = await api.call('GET', `order/get-all-orders?email=${encodeURIComponent(`shopper-${buyer.userId}`)}`, { token: adminToken });
        const found = answer.body.orders.find((o: { _id: string }) => o._id === order.orderId);
        return found?.status === 'Refunded' ? found : undefined;
      }, 'the order list shows the refunds');
      assert.equal(listed.refundedAmount, order.totalAmount);

      // A voided key's text is not handed out any more, not even to its owner.
      const reveal = await api.call('POST', `inventory/keys/${cyberA}/reveal`, { token: buyer.token });
      assert.equal(reveal.status, 409);
      assert.equal(reveal.body.message, 'This key was refunded and no longer works');
    });

    it('refuses in clear words and writes nothing: unknown order, key not in it, key of another game, refunded, replaced, customer', async () => {
      const order = await buy(buyer, [{ gameId: CYBER, quantity: 2 }, { gameId: OUTPOST, quantity: 1 }]);
      const [refundedKey, replacedKey] = order.keys.get(CYBER)!;
      const [outpostKey] = order.keys.get(OUTPOST)!;
      assert.equal((await refund({ orderId: order.orderId, gameId: CYBER, keyToRefund: refundedKey })).status, 200);
      const replaced = await replace({ orderId: order.orderId, gameId: CYBER, oldKey: replacedKey });
      assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
      const otherOrder = await buy(other, [{ gameId: OUTPOST, quantity: 1 }]);
      const othersKey = otherOrder.keys.get(OUTPOST)![0]!;
      const before = await written();
      const cases: Array<[string, () => Promise<ApiAnswer>, number, string]> = [
        ['unknown order', () => refund({ orderId: randomUUID(), gameId: CYBER, keyToRefund: refundedKey }), 404, 'Order not found'],
        ['unknown order (replace)', () => replace({ orderId: randomUUID(), gameId: CYBER, oldKey: outpostKey }), 404, 'Order not found'],
        ['a key of another order', () => refund({ orderId: order.orderId, gameId: OUTPOST, keyToRefund: othersKey }), 404, 'This key is not in this order'],
        ['an unknown key', () => replace({ orderId: order.orderId, gameId: OUTPOST, oldKey: randomUUID() }), 404, 'This key is not in this order'],
        ['a key of another game', () => refund({ orderId: order.orderId, gameId: CYBER, keyToRefund: outpostKey }), 400, `This key is not a key of game ${CYBER} in this order`],
        ['a game not in the order', () => replace({ orderId: order.orderId, gameId: RACED, oldKey: outpostKey }), 400, `This key is not a key of game ${RACED} in this order`],
        ['refunded, refunded again', () => refund({ orderId: order.orderId, gameId: CYBER, keyToRefund: refundedKey }), 409, 'This key was already refunded'],
        ['refunded, then replaced', () => replace({ orderId: order.orderId, gameId: CYBER, oldKey: refundedKey }), 409, 'This key was refunded and cannot be replaced'],
        ['replaced, then refunded', () => refund({ orderId: order.orderId, gameId: CYBER, keyToRefund: replacedKey }), 409, 'This key was replaced; refund its replacement instead'],
        ['replaced, replaced again', () => replace({ orderId: order.orderId, gameId: CYBER, oldKey: replacedKey }), 409, 'This key was already replaced'],
        ['a customer', () => refund({ orderId: order.orderId, gameId: OUTPOST, keyToRefund: outpostKey }, { token: buyer.token }), 403, ''],
        ['a customer (replace)', () => replace({ orderId: order.orderId, gameId: OUTPOST, oldKey: outpostKey }, { token: buyer.token }), 403, ''],
        ['a bad order id', () => refund({ orderId: 'order-1', gameId: OUTPOST, keyToRefund: outpostKey }), 400, 'Invalid order id'],
        ['a missing key', () => refund({ orderId: order.orderId, gameId: OUTPOST }), 400, ''],
        ['a bad game id', () => replace({ orderId: order.orderId, gameId: 'one', oldKey: outpostKey }), 400, ''],
      ];
      for (const [what, call, status, message] of cases) {
        const answer = await call();
        assert.equal(answer.status, status, `${what}: ${JSON.stringify(answer.body)}`);
        if (message) assert.match(answer.body.message, new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), what);
      }
      const anonymous = await api.call('POST', 'refund/process', { body: { orderId: order.orderId, gameId: OUTPOST, keyToRefund: outpostKey } });
      assert.equal(anonymous.status, 401);
      assert.deepEqual(await written(), before);
    });

    it('pays one refund, once, when 20 admins refund the same key at once; the other 19 get 409', async () => {
      const order = await buy(buyer, [{ gameId: RACED, quantity: 1 }]);
      const keyToRefund = order.keys.get(RACED)![0]!;
      const start = await balance(buyer);
      const answers = await Promise.all(Array.from({ length: 20 }, () => refund({ orderId: order.orderId, gameId: RACED, keyToRefund })));
      assert.deepEqual(answers.map((a) => a.status).sort(), [200, ...Array<number>(19).fill(409)]);
      for (const refused of answers.filter((a) => a.status === 409)) assert.equal(refused.body.message, 'This key was already refunded');
      assert.deepEqual(await streamTypes(`order-${order.orderId}`), ['OrderPlaced', 'KeysDelivered', 'KeyRefunded']);
      const credits = (await store.readStream(`wallet-${buyer.userId}`)).events.filter((e) => e.type === 'WalletRefunded' && e.data.orderId === order.orderId);
      assert.equal(credits.length, 1);
      assert.equal(await balance(buyer), Math.round(cents(start) + cents(order.totalAmount)) / 100);
    });

    it('applies exactly one of a refund and a replacement of the same key sent at once', async () => {
      for (let round = 0; round < 5; round += 1) {
        const order = await buy(other, [{ gameId: RACED, quantity: 1 }]);
        const key = order.keys.get(RACED)![0]!;
        const [refunded, replaced] = await Promise.all([
          refund({ orderId: order.orderId, gameId: RACED, keyToRefund: key }),
          replace({ orderId: order.orderId, gameId: RACED, oldKey: key }),
        ]);
        assert.deepEqual([refunded.status, replaced.status].sort(), [200, 409], `round ${round}`);
        const types = await streamTypes(`order-${order.orderId}`);
        assert.equal(types.filter((t) => t === 'KeyRefunded' || t === 'KeyReplaced').length, 1, `round ${round}: ${types.join(', ')}`);
        const credits = (await store.readStream(`wallet-${other.userId}`)).events.filter((e) => e.type === 'WalletRefunded' && e.data.orderId === order.orderId);
        assert.equal(credits.length, refunded.status === 200 ? 1 : 0);
      }
    });

    it('answers the same Idempotency-Key sent 10 times at once with one refund, and its first answer', async () => {
      const order = await buy(other, [{ gameId: RACED, quantity: 2 }]);
      const [first, second] = order.keys.get(RACED)!;
      const key = `refund-${randomUUID()}`;
      const answers = await Promise.all(Array.from({ length: 10 }, () => refund({ orderId: order.orderId, gameId: RACED, keyToRefund: first }, { key })));
      const retried = await refund({ orderId: order.orderId, gameId: RACED, keyToRefund: first }, { key });
      assert.equal(retried.headers.get('idempotent-replayed'), 'true');
      answers.push(retried);
      assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]), JSON.stringify(answers.map((a) => a.body)));
      assert.equal(new Set(answers.map((a) => a.body.data.refundId)).size, 1);
      assert.equal(new Set(answers.map((a) => a.body.data.wallet.balance)).size, 1);
      assert.deepEqual(await streamTypes(`order-${order.orderId}`), ['OrderPlaced', 'KeysDelivered', 'KeyRefunded']);
      const credits = (await store.readStream(`wallet-${other.userId}`)).events.filter((e) => e.type === 'WalletRefunded' && e.data.orderId === order.orderId);
      assert.equal(credits.length, 1);
      // The same key with another body is refused, not taken for the first request.
      const reused = await refund({ orderId: order.orderId, gameId: RACED, keyToRefund: second }, { key });
      assert.equal(reused.status, 409, JSON.stringify(reused.body));
      assert.equal(reused.body.message, 'This Idempotency-Key was already used with a different request');

      // A replacement retried under its key delivers one new key.
      const replaceKey = `replace-${randomUUID()}`;
      const replacements = await Promise.all(Array.from({ length: 10 }, () => replace({ orderId: order.orderId, gameId: RACED, oldKey: second }, { key: replaceKey })));
      assert.deepEqual(new Set(replacements.map((a) => a.status)), new Set([200]));
      assert.equal(new Set(replacements.map((a) => a.body.data.newKey.id)).size, 1);
      assert.deepEqual(await streamTypes(`order-${order.orderId}`), ['OrderPlaced', 'KeysDelivered', 'KeyRefunded', 'KeyReplaced']);
    });

    it('replaces a key with the next unsold one in one go; with none left answers 409 and changes nothing', async () => {
      const order = await buy(buyer, [{ gameId: LAST, quantity: 2 }]);
      const [first] = order.keys.get(LAST)!;
      const before = await written();
      const refused = await replace({ orderId: order.orderId, gameId: LAST, oldKey: first });
      assert.equal(refused.status, 409);
      assert.match(refused.body.message, /^No key of .+ is left to replace this one$/);
      assert.deepEqual(await written(), before);

      const order2 = await buy(buyer, [{ gameId: OUTPOST, quantity: 1 }]);
      const old = order2.keys.get(OUTPOST)![0]!;
      const replaced = await replace({ orderId: order2.orderId, gameId: OUTPOST, oldKey: old, reason: 'Key already used elsewhere' });
      assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
      assert.equal(replaced.body.message, 'Game key replaced successfully');
      const newKey = replaced.body.data.newKey.id;
      assert.notEqual(newKey, old);
      const event = (await store.readStream(`order-${order2.orderId}`)).events.at(-1)!;
      assert.deepEqual([event.type, event.data.oldKeyId, event.data.newKeyId, event.data.reason, event.metadata.actor?.id], ['KeyReplaced', old, newKey, 'Key already used elsewhere', adminId]);
      const rows = (await store.pool.query('SELECT id, status, order_id FROM game_keys WHERE id = ANY($1::uuid[]) ORDER BY status', [[old, newKey]])).rows;
      assert.deepEqual(rows.map((r) => [r.id, r.status, r.order_id]), [[old, 'revoked', order2.orderId], [newKey, 'sold', order2.orderId]]);

      const inventory = await inventoryKeys(buyer, replaced.body.position);
      assert.equal(inventory.get(old), 'replaced');
      assert.equal(inventory.get(newKey), 'active');
      const revealNew = await api.call('POST', `inventory/keys/${newKey}/reveal`, { token: buyer.token });
      assert.equal(revealNew.status, 201, JSON.stringify(revealNew.body));
      assert.match(revealNew.body.data.key, /^OUT-/);
      const revealOld = await api.call('POST', `inventory/keys/${old}/reveal`, { token: buyer.token });
      assert.equal(revealOld.status, 409);
      const detail = await details(order2.orderId);
      const keys = detail.items[0].keys.map((k: { _id: string; status: string; replacedBy: string | null; isUsed: boolean }) => [k._id, k.status, k.replacedBy, k.isUsed]);
      assert.deepEqual(keys, [[old, 'replaced', newKey, true], [newKey, 'active', null, true]]);
      assert.equal(detail.status, 'Completed');
    });

    it("takes a revealed key's text out of every answer once it is refunded or replaced: the owner's inventory and reveal, the admin's reveal", async () => {
      const order = await buy(other, [{ gameId: OUTPOST, quantity: 2 }]);
      const [toRefund, toReplace] = order.keys.get(OUTPOST)! as [string, string];
      const texts: string[] = [];
      let revealedAt = 0;
      for (const keyId of [toRefund, toReplace]) {
        const revealed = await api.call('POST', `inventory/keys/${keyId}/reveal`, { token: other.token });
        assert.equal(revealed.status, 201, JSON.stringify(revealed.body));
        texts.push(revealed.body.data.key);
        revealedAt = revealed.body.data.position;
      }
      const inventory = async (position: number) => {
        const answer = await api.call('GET', `inventory/${other.userId}?position=${position}`, { token: other.token });
        assert.equal(answer.status, 200);
        return answer.body;
      };
      const shown = JSON.stringify(await inventory(revealedAt));
      for (const text of texts) assert.ok(shown.includes(text), 'a revealed active key is shown to its owner');

      assert.equal((await refund({ orderId: order.orderId, gameId: OUTPOST, keyToRefund: toRefund })).status, 200);
      const replaced = await replace({ orderId: order.orderId, gameId: OUTPOST, oldKey: toReplace });
      assert.equal(replaced.status, 200);
      const after = await inventory(replaced.body.position);
      const keys = after.inventory.flatMap((o: { games: Array<{ gameKeys: Array<Record<string, unknown>> }> }) => o.games.flatMap((g) => g.gameKeys));
      const byId = new Map<unknown, Record<string, unknown>>(keys.map((key: Record<string, unknown>) => [key.id, key]));
      assert.deepEqual([byId.get(toRefund)?.status, byId.get(toRefund)?.key, byId.get(toRefund)?.revealed], ['refunded', null, true]);
      assert.deepEqual([byId.get(toReplace)?.status, byId.get(toReplace)?.key], ['replaced', null]);
      for (const text of texts) assert.equal(JSON.stringify(after).includes(text), false, 'a void key is in no answer');

      for (const keyId of [toRefund, toReplace]) {
        const admin = await api.call('POST', `store/games/${OUTPOST}/keys/${keyId}/reveal`, { token: adminToken });
        assert.equal(admin.status, 409, JSON.stringify(admin.body));
        assert.equal(admin.body.message, 'This key was refunded or replaced: it is void and no longer shown');
        assert.equal(JSON.stringify(admin.body).includes(texts[0]!) || JSON.stringify(admin.body).includes(texts[1]!), false);
      }
      const detail = JSON.stringify(await details(order.orderId));
      for (const text of texts) assert.equal(detail.includes(text), false);
      const newKey = replaced.body.data.newKey.id as string;
      assert.equal((await api.call('POST', `store/games/${OUTPOST}/keys/${newKey}/reveal`, { token: adminToken })).status, 200, 'the replacement is shown to support');
    });

    it('mails the shopper once about a refund and once about a replacement', async () => {
      const order = await buy(other, [{ gameId: OUTPOST, quantity: 2 }]);
      const [a, b] = order.keys.get(OUTPOST)!;
      const address = `shopper-${other.userId}@example.test`;
      const reference = order.orderId.slice(-6).toUpperCase();
      const refundMail = smtp.nextFor(address, new RegExp(`^Refund of .+ \\(order ${reference}\\)$`), 10_000);
      assert.equal((await refund({ orderId: order.orderId, gameId: OUTPOST, keyToRefund: a, reason: 'Wrong region' })).status, 200);
      await followUp.runDue();
      const refunded = await refundMail;
      assert.match(refunded.text, /Reason: Wrong region/);
      assert.match(refunded.text, /is back in your KeyLedger wallet/);
      const replaceMail = smtp.nextFor(address, new RegExp(`^Your new key for .+ \\(order ${reference}\\)$`), 10_000);
      assert.equal((await replace({ orderId: order.orderId, gameId: OUTPOST, oldKey: b })).status, 200);
      await followUp.runDue();
      await replaceMail;
      // Sent once each: the follow-up's next rounds find nothing left to send.
      await followUp.runDue();
      const mails = "SELECT count(*) AS n FROM key_change_mails WHERE mail_data->>'orderId' = $1";
      assert.equal(await count(`${mails} AND sent_at IS NOT NULL`, [order.orderId]), 2);
      assert.equal(await count(mails, [order.orderId]), 2);
    });
  });
}
