import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { eventually } from '../../testing/eventually.js';
import { apiTestTargets, startTestApp, type ApiAnswer, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';
import { RefundFollowUp } from '../follow-up/refund-follow-up.js';

// With 8 % tax, one key of each costs: BIG $161.99, BELOW $99.99, AT $100.00, ABOVE $100.01 (threshold $100.00).
const BIG = 1877;
const BELOW = 1009;
const AT = 1022;
const ABOVE = 1011;
const BIG_KEY_CENTS = 161_99;
const WAITING = 'A refund of this key is waiting for approval';
const DECIDED = 'This refund request was already decided';
const keysFor = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}-${randomUUID().slice(0, 8)}`);
const cents = (dollars: number) => Math.round(dollars * 100);
const address = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', addressLine1: '1 Analytical Way', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

interface Bought {
  orderId: string;
  keys: string[];
}

for (const target of await apiTestTargets()) {
  describe(`refunds above the approval threshold wait for a second admin, on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    let requester: TestUser;
    let approver: TestUser;
    let buyer: TestShopper;
    /** What the tests' refunds paid, direct or approved: the finance replay must say the same. */
    let paidCents = 0;

    before(async () => {
      api = await startTestApp(target, { TIME_ZONE: 'UTC' });
      store = api.app.get(EventStore);
      const commands = api.app.get(CommandBus);
      await commands.execute(new ListGameCommand(BIG, 149_99, keysFor('BIG', 40), TEST_ADMIN));
      await commands.execute(new ListGameCommand(BELOW, 92_58, keysFor('BLW', 4), TEST_ADMIN));
      await commands.execute(new ListGameCommand(AT, 92_59, keysFor('AT', 4), TEST_ADMIN));
      await commands.execute(new ListGameCommand(ABOVE, 92_60, keysFor('ABV', 4), TEST_ADMIN));
      await catalogueCaughtUp(api.app);
      requester = await createTestUser(api.app, 'admin');
      approver = await createTestUser(api.app, 'admin');
      [buyer] = (await createTestShoppers(api.app, 1, 5_000_00)) as [TestShopper];
    });
    after(async () => api.close());

    async function buy(shopper: { userId: string; token: string }, gameId: number, quantity = 1): Promise<Bought> {
      const answer = await api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games: [{ gameId, quantity }], paymentMethod: 'wallet' } });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const order = answer.body.data.order;
      return { orderId: order.orderId, keys: order.games[0].gameKeys.map((key: { id: string }) => key.id) };
    }
    const withKey = (key?: string): Record<string, string> => (key ? { 'idempotency-key': key } : {});
    const refund = (order: Bought, gameId: number, keyIndex = 0, options: { token?: string; key?: string; reason?: string } = {}): Promise<ApiAnswer> =>
      api.call('POST', 'refund/process', {
        token: options.token ?? requester.token,
        body: { orderId: order.orderId, gameId, keyToRefund: order.keys[keyIndex], reason: options.reason ?? 'Bought the wrong game' },
        headers: withKey(options.key),
      });
    const decide = (requestId: string, decision: 'approve' | 'decline', admin: TestUser, body: Record<string, unknown> = {}, key?: string): Promise<ApiAnswer> =>
      api.call('POST', `refund/requests/${requestId}/${decision}`, { token: admin.token, body, headers: withKey(key) });
    /** Refund of the key asked for: 202, waiting; its request id. */
    async function requested(order: Bought, gameId: number, keyIndex = 0): Promise<string> {
      const answer = await refund(order, gameId, keyIndex);
      assert.equal(answer.status, 202, JSON.stringify(answer.body));
      return answer.body.data.requestId;
    }
    const balance = async (shopper: { token: string }): Promise<number> => cents((await api.call('POST', 'auth/token-verify', { token: shopper.token })).body.data.user.wallet.balance);
    const count = async (sql: string, params: unknown[] = []) => Number((await store.pool.query<{ n: string }>(sql, params)).rows[0]!.n);
    const eventsOf = async (orderId: string) => (await store.readStream(`order-${orderId}`)).events;
    const walletRefunds = (orderId: string) => count("SELECT count(*) AS n FROM events WHERE event_type = 'WalletRefunded' AND data->>'orderId' = $1", [orderId]);
    const written = async () => ({ events: await count('SELECT count(*) AS n FROM events'), revoked: await count("SELECT count(*) AS n FROM game_keys WHERE status = 'revoked'") });
    const keyStatus = async (orderId: string, keyId: string) => {
      const detail = await api.call('GET', `order/details/${orderId}`, { token: approver.token });
      assert.equal(detail.status, 200, JSON.stringify(detail.body));
      return detail.body.order.items.flatMap((item: { keys: Array<{ _id: string; status: string }> }) => item.keys).find((key: { _id: string }) => key._id === keyId)?.status;
    };
    const waitingList = async (position?: number) => {
      const answer = await api.call('GET', `refund/requests${position === undefined ? '' : `?position=${position}`}`, { token: approver.token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.approvalThreshold, 100, 'the threshold the refunds are held to');
      return answer.body.requests as Array<Record<string, any>>;
    };

    it('refunds at once at or below the threshold, and only records a request strictly above it', async () => {
      for (const gameId of [BELOW, AT]) {
        const order = await buy(buyer, gameId);
        const answer = await refund(order, gameId);
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal(answer.body.data.amount, gameId === BELOW ? 99.99 : 100);
        paidCents += cents(answer.body.data.amount);
      }
      const order = await buy(buyer, ABOVE);
      const start = await balance(buyer);
      const answer = await refund(order, ABOVE);
      assert.equal(answer.status, 202, JSON.stringify(answer.body));
      assert.equal(answer.body.message, 'Refund waiting for a second admin’s approval');
      const { requestId, ...data } = answer.body.data;
      assert.deepEqual(data, { orderId: order.orderId, keyId: order.keys[0], amount: 100.01, status: 'awaiting-approval' });
      // Nothing paid, the key not voided: only the request is on the order, by its admin.
      const last = (await eventsOf(order.orderId)).at(-1)!;
      assert.deepEqual([last.type, last.data.requestId, last.data.amountCents, last.data.requestedBy, last.metadata.actor?.id, last.metadata.reason], ['RefundRequested', requestId, 100_01, requester.userId, requester.userId, 'Bought the wrong game']);
      assert.equal(await balance(buyer), start);
      assert.equal(await walletRefunds(order.orderId), 0);
      assert.equal(await count("SELECT count(*) AS n FROM game_keys WHERE id = $1 AND status = 'sold'", [order.keys[0]]), 1);
      // Shown as waiting: the order detail, the purchases list, the list of waiting requests.
      assert.equal(await keyStatus(order.orderId, order.keys[0]!), 'awaiting-approval');
      const listed = (await waitingList(answer.body.position)).find((request) => request.requestId === requestId);
      assert.deepEqual(
        { ...listed, requestedAt: undefined },
        {
          requestId, orderId: order.orderId, orderNumber: listed!.orderNumber, game: { id: ABOVE, title: listed!.game.title }, keyId: order.keys[0], amount: 100.01, method: 'wallet',
          reason: 'Bought the wrong game', requestedBy: { id: requester.userId, email: requester.email }, requestedAt: undefined,
        },
      );
      assert.match(listed!.orderNumber, /^[0-9A-Z]{6}$/);
      assert.ok(listed!.game.title.length > 0);
      const inList = await eventually(async () => {
        const orders = await api.call('GET', `order/get-all-orders?email=${encodeURIComponent(`shopper-${buyer.userId}`)}`, { token: approver.token });
        const key = orders.body.orders.find((o: { _id: string }) => o._id === order.orderId)?.games[0].gameKeys[0];
        return key?.status === 'awaiting-approval' ? key : undefined;
      }, 'the purchases list shows the key waiting');
      assert.equal(inList.isUsed, false);
      assert.equal((await decide(requestId, 'decline', approver, { reason: 'Tidy up' })).status, 200);
    });

    it('pays an approved request once, to the wallet, with the approval and the refund on the timeline; the requester and the buyer may not approve', async () => {
      // An admin's own order: a third admin buys with a wallet credited by the requester.
      const shoppingAdmin = await createTestUser(api.app, 'admin');
      const credit = await api.call('PATCH', `users/${shoppingAdmin.userId}/wallet`, { token: requester.token, body: { amount: 200, reason: 'Test credit' } });
      assert.equal(credit.status, 200, JSON.stringify(credit.body));
      const own = await buy(shoppingAdmin, BIG);
      const ownRequest = await requested(own, BIG);
      const before = await written();
      const byBuyer = await decide(ownRequest, 'approve', shoppingAdmin);
      assert.deepEqual([byBuyer.status, byBuyer.body.message], [403, 'You cannot approve a refund of your own order']);
      const byRequester = await decide(ownRequest, 'approve', requester);
      assert.deepEqual([byRequester.status, byRequester.body.message], [403, 'You cannot approve a refund you requested']);
      const declineOwn = await decide(ownRequest, 'decline', requester, { reason: 'Changed my mind' });
      assert.deepEqual([declineOwn.status, declineOwn.body.message], [403, 'You cannot decline a refund you requested']);
      const unknown = await decide(randomUUID(), 'approve', approver);
      assert.deepEqual([unknown.status, unknown.body.message], [404, 'Refund request not found']);
      assert.equal((await decide('not-an-id', 'approve', approver)).status, 400);
      const customer = await api.call('POST', `refund/requests/${ownRequest}/approve`, { token: buyer.token, body: {} });
      assert.equal(customer.status, 403);
      assert.deepEqual(await written(), before, 'a refused decision writes nothing');

      const order = await buy(buyer, BIG);
      const requestId = await requested(order, BIG);
      const start = await balance(buyer);
      const approved = await decide(requestId, 'approve', approver, { reason: 'Checked the order' });
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      assert.equal(approved.body.message, 'Refund approved and processed');
      assert.deepEqual(approved.body.data, {
        requestId, refundId: requestId, orderId: order.orderId, keyId: order.keys[0], amount: 161.99, method: 'wallet', wallet: { balance: (start + BIG_KEY_CENTS) / 100 }, orderStatus: 'Refunded', status: 'approved',
      });
      paidCents += BIG_KEY_CENTS;
      assert.equal(await balance(buyer), start + BIG_KEY_CENTS);
      const events = await eventsOf(order.orderId);
      assert.deepEqual(events.map((e) => e.type), ['OrderPlaced', 'KeysDelivered', 'RefundRequested', 'RefundApproved', 'KeyRefunded']);
      const [approval, refunded] = events.slice(-2);
      assert.deepEqual([approval!.metadata.actor?.id, approval!.metadata.reason], [approver.userId, 'Checked the order']);
      assert.deepEqual([refunded!.data.refundId, refunded!.data.amountCents, refunded!.data.reason, refunded!.metadata.actor?.id], [requestId, BIG_KEY_CENTS, 'Bought the wrong game', approver.userId]);
      assert.equal(await walletRefunds(order.orderId), 1);
      assert.equal(await count("SELECT count(*) AS n FROM game_keys WHERE id = $1 AND status = 'revoked'", [order.keys[0]]), 1);
      assert.equal(await keyStatus(order.orderId, order.keys[0]!), 'refunded');
      assert.equal((await waitingList(approved.body.position)).some((request) => request.requestId === requestId), false);
      for (const decision of ['approve', 'decline'] as const) {
        const again = await decide(requestId, decision, approver, { reason: 'Again' });
        assert.deepEqual([again.status, again.body.message], [409, DECIDED]);
      }

      // The order's timeline: each step with its actor and reason.
      const timeline = await api.call('GET', `order/details/${order.orderId}/history`, { token: approver.token });
      assert.equal(timeline.status, 200, JSON.stringify(timeline.body));
      const steps = (timeline.body.events as Array<Record<string, any>>).filter((e) => ['RefundRequested', 'RefundApproved', 'KeyRefunded'].includes(e.type));
      assert.deepEqual(
        steps.map((e) => [e.type, e.actor.email, e.reason, e.command]),
        [
          ['RefundRequested', requester.email, 'Bought the wrong game', 'processRefund'],
          ['RefundApproved', approver.email, 'Checked the order', 'approveRefund'],
          ['KeyRefunded', approver.email, 'Bought the wrong game', 'approveRefund'],
        ],
      );
      assert.match(steps[0]!.summary, /requested: \$161\.99 to the wallet, waiting for a second admin’s approval$/);
    });

    it('pays nothing for a declined request; the key stays delivered and can be asked for again', async () => {
      const order = await buy(buyer, BIG);
      const requestId = await requested(order, BIG);
      const start = await balance(buyer);
      const before = await written();
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
        const refused = await decide(requestId, 'decline', approver, body);
        assert.equal(refused.status, 400, JSON.stringify(refused.body));
      }
      assert.deepEqual(await written(), before);
      const declined = await decide(requestId, 'decline', approver, { reason: 'The key was already activated' });
      assert.equal(declined.status, 200, JSON.stringify(declined.body));
      assert.deepEqual(declined.body.data, { requestId, orderId: order.orderId, keyId: order.keys[0], status: 'declined' });
      const last = (await eventsOf(order.orderId)).at(-1)!;
      assert.deepEqual([last.type, last.metadata.actor?.id, last.metadata.reason], ['RefundDeclined', approver.userId, 'The key was already activated']);
      assert.equal(await balance(buyer), start);
      assert.equal(await walletRefunds(order.orderId), 0);
      assert.equal(await keyStatus(order.orderId, order.keys[0]!), 'active');
      assert.equal((await waitingList(declined.body.position)).some((request) => request.requestId === requestId), false);
      assert.deepEqual([(await decide(requestId, 'approve', approver)).status], [409]);
      const again = await requested(order, BIG);
      assert.notEqual(again, requestId);
      assert.equal((await decide(again, 'decline', approver, { reason: 'Still no' })).status, 200);
    });

    it('refuses a refund or a replacement of a key while its refund waits, and writes nothing', async () => {
      const order = await buy(buyer, BIG);
      const requestId = await requested(order, BIG);
      const before = await written();
      const refundAgain = await refund(order, BIG, 0, { token: approver.token });
      assert.deepEqual([refundAgain.status, refundAgain.body.message], [409, WAITING]);
      const replaced = await api.call('POST', 'refund/replace', { token: approver.token, body: { orderId: order.orderId, gameId: BIG, oldKey: order.keys[0] } });
      assert.deepEqual([replaced.status, replaced.body.message], [409, WAITING]);
      assert.deepEqual(await written(), before);
      assert.equal((await decide(requestId, 'decline', approver, { reason: 'Done with the test' })).status, 200);
    });

    it('pays one refund when 20 admins approve the same request at once; the other 19 get 409', async () => {
      const order = await buy(buyer, BIG);
      const requestId = await requested(order, BIG);
      const start = await balance(buyer);
      const admins = await Promise.all(Array.from({ length: 20 }, () => createTestUser(api.app, 'admin')));
      const answers = await Promise.all(admins.map((admin) => decide(requestId, 'approve', admin, { reason: 'Race' })));
      assert.deepEqual(answers.map((a) => a.status).sort(), [200, ...Array<number>(19).fill(409)]);
      for (const refused of answers.filter((a) => a.status === 409)) assert.equal(refused.body.message, DECIDED);
      paidCents += BIG_KEY_CENTS;
      const types = (await eventsOf(order.orderId)).map((e) => e.type);
      assert.deepEqual(types, ['OrderPlaced', 'KeysDelivered', 'RefundRequested', 'RefundApproved', 'KeyRefunded']);
      assert.equal(await walletRefunds(order.orderId), 1);
      assert.equal(await balance(buyer), start + BIG_KEY_CENTS);
    });

    it('answers a request and an approval retried under their Idempotency-Keys with one event each, and their first answers', async () => {
      const order = await buy(buyer, BIG);
      const requestKey = `request-${randomUUID()}`;
      const requests = await Promise.all(Array.from({ length: 5 }, () => refund(order, BIG, 0, { key: requestKey })));
      assert.deepEqual(new Set(requests.map((a) => a.status)), new Set([202]), JSON.stringify(requests.map((a) => a.body)));
      assert.equal(new Set(requests.map((a) => a.body.data.requestId)).size, 1);
      const requestId = requests[0]!.body.data.requestId as string;
      const approvalKey = `approve-${randomUUID()}`;
      const approvals = await Promise.all(Array.from({ length: 5 }, () => decide(requestId, 'approve', approver, { reason: 'Once' }, approvalKey)));
      const retried = await decide(requestId, 'approve', approver, { reason: 'Once' }, approvalKey);
      assert.equal(retried.headers.get('idempotent-replayed'), 'true');
      approvals.push(retried);
      assert.deepEqual(new Set(approvals.map((a) => a.status)), new Set([200]), JSON.stringify(approvals.map((a) => a.body)));
      for (const answer of approvals) assert.deepEqual(answer.body.data, approvals[0]!.body.data, 'the first answer, again');
      paidCents += BIG_KEY_CENTS;
      assert.deepEqual((await eventsOf(order.orderId)).map((e) => e.type), ['OrderPlaced', 'KeysDelivered', 'RefundRequested', 'RefundApproved', 'KeyRefunded']);
      assert.equal(await walletRefunds(order.orderId), 1);
    });

    it('refunds an approved card order at the gateway from the log, once, under the request id', async () => {
      const customer = await api.call('POST', 'payments/customers', { token: buyer.token, body: { ...address, referenceId: buyer.userId } });
      assert.equal(customer.status, 201, JSON.stringify(customer.body));
      const token = await api.call('POST', 'payments/sandbox/tokenize', { token: buyer.token, body: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' } });
      const paid = await api.call('POST', 'payments/process', {
        token: buyer.token,
        body: { sourceId: token.body.token, customerId: customer.body.data.customer.id, amount: BIG_KEY_CENTS / 100, currency: 'USD', games: [{ gameId: BIG, quantity: 1 }], userId: buyer.userId },
      });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));
      const order: Bought = { orderId: paid.body.data.order.orderId, keys: paid.body.data.order.games[0].gameKeys.map((k: { id: string }) => k.id) };
      const requestId = await requested(order, BIG);
      const approved = await decide(requestId, 'approve', approver);
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      assert.deepEqual([approved.body.data.method, approved.body.data.wallet], ['card', undefined]);
      paidCents += BIG_KEY_CENTS;
      await api.app.get(RefundFollowUp).runDue();
      const settled = await eventually(async () => (await eventsOf(order.orderId)).find((e) => e.type === 'RefundSettled'), 'the card refund settles');
      assert.deepEqual([settled.data.refundId, settled.data.amountCents], [requestId, BIG_KEY_CENTS]);
      await api.app.get(RefundFollowUp).runDue();
      const atGateway = (await store.pool.query('SELECT idempotency_key, amount_cents FROM sandbox_refunds WHERE payment_id = $1', [paid.body.data.payment.id])).rows;
      assert.deepEqual(atGateway.map((r) => [r.idempotency_key, r.amount_cents]), [[requestId, BIG_KEY_CENTS]]);
    });

    it('keeps the finance replay right: requests and declines move no money, approvals pay as refunds do', async () => {
      const day = new Date().toISOString().slice(0, 10);
      const report = await api.call('GET', `finance/report?from=${day}&to=${day}`, { token: approver.token });
      assert.equal(report.status, 200, JSON.stringify(report.body));
      assert.equal(cents(report.body.totals.refunds), paidCents);
      const logged = await count("SELECT coalesce(sum((data->>'amountCents')::int), 0) AS n FROM events WHERE event_type = 'KeyRefunded'");
      assert.equal(logged, paidCents);
    });
  });
}
