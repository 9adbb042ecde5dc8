import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { RATE_LIMITED_MESSAGE } from '../identity/rate-limit/rate-limiter.js';
import { prometheusSample } from '../testing/prometheus-sample.js';
import { eventually } from '../testing/eventually.js';
import { retryUntilAnswered, sleep } from '../testing/retry-until-answered.js';
import { StoreCluster } from './store-cluster.js';
import { send, startTestCluster, type TestCluster } from './testing/test-cluster.js';

const GAME = 1009;
const PRICE_CENTS = 19_99;
const WALLET_CENTS = 500_00;
/** How long a price change made through one process may take to be served by another: the catalogue answer cache's MAX_STALE_MS (1 s) and the projection's own lag. docs/operations.md. */
const PRICE_CHANGE_BOUND_MS = 2_000;

const orderBody = (userId: string) => ({ userId, games: [{ gameId: GAME, quantity: 1 }], paymentMethod: 'wallet' });

// Several processes share a PostgreSQL server (the embedded database is one process's own): required on CI.
const server = (await testDatabaseTargets()).some((target) => target.name === 'postgres');

/**
 * Two real API processes on one database behind a real HAProxy: each rule that must hold for the
 * store as a whole is tested with its requests sent to different processes.
 */
for (const target of server ? ['postgres'] : []) {
  describe(`two API processes behind HAProxy, on ${target}`, () => {
    let test: TestCluster;
    let shopperTurn = 0;
    const a = () => test.cluster.apis[0]!.baseUrl;
    const b = () => test.cluster.apis[1]!.baseUrl;
    const nextShopper = () => test.fixture.shoppers[shopperTurn++]!;

    before(async () => {
      test = await startTestCluster({ listings: [{ gameId: GAME, priceCents: PRICE_CENTS, keys: 200 }], shoppers: 24, walletCents: WALLET_CENTS });
    });
    after(async () => test?.close());

    it('counts sign-in attempts for an account as one limit, whichever process they reach', async () => {
      const email = `nobody-${randomUUID()}@example.com`;
      const attempt = (baseUrl: string) => send(baseUrl, 'POST', 'auth/login', { body: { email, password: 'not-the-password' } });
      // The account's limit is 10 tries in 15 minutes: five on each process use it up.
      for (let i = 0; i < 10; i += 1) {
        const answer = await attempt(i % 2 === 0 ? a() : b());
        assert.equal(answer.status, 401, `try ${i + 1}: ${JSON.stringify(answer.body)}`);
      }
      for (const baseUrl of [a(), b()]) {
        const refused = await attempt(baseUrl);
        assert.equal(refused.status, 429);
        assert.equal(refused.body.message, RATE_LIMITED_MESSAGE);
        assert.ok(Number(refused.headers.get('retry-after')) > 0);
      }
    });

    it('refuses a session signed out on one process on the other at once', async () => {
      for (let round = 0; round < 6; round += 1) {
        const shopper = nextShopper();
        const [signOutOn, useOn] = round % 2 === 0 ? [a(), b()] : [b(), a()];
        // The other process has just served the session (it is in that process's session cache).
        assert.equal((await send(useOn, 'GET', `inventory/${shopper.userId}`, { token: shopper.token })).status, 200);
        assert.equal((await send(signOutOn, 'POST', 'auth/logout', { token: shopper.token })).status, 200);
        const refused = await send(useOn, 'GET', `inventory/${shopper.userId}`, { token: shopper.token });
        assert.equal(refused.status, 401, `round ${round + 1}`);
        assert.equal(refused.body.message, 'Session expired, please log in again');
      }
    });

    it('gives one order for an Idempotency-Key sent to both processes at once, and its answer to a retry on either', async () => {
      for (let round = 0; round < 4; round += 1) {
        const shopper = nextShopper();
        const key = randomUUID();
        const request = { token: shopper.token, body: orderBody(shopper.userId), idempotencyKey: key };
        const [first, second] = await Promise.all([send(a(), 'POST', 'order/create-order', request), send(b(), 'POST', 'order/create-order', request)]);
        for (const answer of [first, second]) {
          assert.ok(answer.status === 201 || (answer.status === 409 && answer.body.type === 'urn:keyledger:problem:request-in-progress'), JSON.stringify(answer.body));
        }
        const final = await Promise.all(
          [a(), b()].map((baseUrl) =>
            retryUntilAnswered(() => baseUrl, { method: 'POST', path: 'order/create-order', token: shopper.token, body: orderBody(shopper.userId), idempotencyKey: key }, { deadline: performance.now() + 10_000 }),
          ),
        );
        assert.deepEqual(final.map((answer) => answer.status), [201, 201]);
        assert.equal(final[0]!.body.data.order.orderId, final[1]!.body.data.order.orderId);
        const orders = await test.fixture.pool.query("SELECT 1 FROM events WHERE event_type = 'OrderPlaced' AND data->>'userId' = $1", [shopper.userId]);
        assert.equal(orders.rowCount, 1, 'exactly one order');
      }
    });

    it('reads its own write through the other process: an order placed on one is in the inventory the other answers with ?position=', async () => {
      for (let round = 0; round < 6; round += 1) {
        const shopper = nextShopper();
        const [writeOn, readOn] = round % 2 === 0 ? [a(), b()] : [b(), a()];
        const placed = await send(writeOn, 'POST', 'order/create-order', { token: shopper.token, body: orderBody(shopper.userId), idempotencyKey: randomUUID() });
        assert.equal(placed.status, 201, JSON.stringify(placed.body));
        const inventory = await send(readOn, 'GET', `inventory/${shopper.userId}?position=${placed.body.position}`, { token: shopper.token });
        assert.equal(inventory.status, 200);
        assert.deepEqual(
          inventory.body.inventory.map((order: { orderId: string }) => order.orderId),
          [placed.body.data.order.orderId],
          `round ${round + 1}: the inventory shows the order at once`,
        );
      }
    });

    it(`serves a price changed through one process from the other within ${PRICE_CHANGE_BOUND_MS} ms`, async (t) => {
      const price = async (baseUrl: string) => (await send(baseUrl, 'GET', `store/games/get?id=${GAME}`)).body.gameData.price as number;
      for (const [changeOn, readOn, newPrice] of [
        [a(), b(), 24.99],
        [b(), a(), 14.99],
      ] as const) {
        // The reading process holds an answer with the old price in its cache: the slow case.
        assert.notEqual(await price(readOn), newPrice);
        const changed = await send(changeOn, 'POST', 'store/games/update', { token: test.fixture.adminToken, body: { gameId: GAME, price: newPrice } });
        assert.equal(changed.status, 200, JSON.stringify(changed.body));
        const answeredAt = performance.now();
        await eventually(async () => ((await price(readOn)) === newPrice ? true : undefined), `the other process serves ${newPrice}`, PRICE_CHANGE_BOUND_MS);
        const took = performance.now() - answeredAt;
        assert.ok(took <= PRICE_CHANGE_BOUND_MS);
        t.diagnostic(`${newPrice} served by the other process ${Math.round(took)} ms after the change was answered`);
      }
    });

    it('scrapes /metrics from each process: requests through the balancer are counted once, spread over both', async () => {
      const HEALTH = { route: '/api/v1/health', status: '200', method: 'GET' };
      const scrape = async () => Promise.all(test.cluster.apis.map(async (api) => (await fetch(`${api.baseUrl}/metrics`)).text()));
      const count = (texts: string[]) => texts.map((text) => prometheusSample(text, 'keyledger_http_request_duration_seconds_count', HEALTH));
      const appends = (texts: string[]) => texts.reduce((sum, text) => sum + prometheusSample(text, 'keyledger_event_appends_total'), 0);
      const before = await scrape();
      for (let i = 0; i < 20; i += 1) assert.equal((await send(test.cluster.baseUrl, 'GET', 'health')).status, 200);
      const shopper = nextShopper();
      for (let i = 0; i < 2; i += 1) {
        const placed = await send(test.cluster.baseUrl, 'POST', 'order/create-order', { token: shopper.token, body: orderBody(shopper.userId), idempotencyKey: randomUUID() });
        assert.equal(placed.status, 201);
      }
      const after = await scrape();
      const served = count(after).map((n, i) => n - count(before)[i]!);
      assert.equal(served[0]! + served[1]!, 20, `health requests counted per process: ${served.join(', ')}`);
      assert.ok(served.every((n) => n > 0), `the balancer spread them: ${served.join(', ')}`);
      assert.ok(appends(after) - appends(before) >= 2, 'the orders’ appends are counted');
    });

    it('runs each background follower in one process, and moves it to the other when that one is SIGKILLed', async () => {
      const cursors = async () =>
        (
          await test.fixture.pool.query<{ name: string; holder: string }>(
            'SELECT name, holder FROM log_follower_cursors UNION ALL SELECT name, holder FROM order_confirmation_cursor ORDER BY name',
          )
        ).rows.map((row) => ({ name: row.name, pid: Number(row.holder.split('/')[1]) }));
      const pids = () => test.cluster.apis.map((api) => api.pid);
      const subject = (orderId: string) => `Your KeyLedger order ${orderId.slice(-6).toUpperCase()}`;
      const mailsFor = (orderIds: string[]) => orderIds.map((orderId) => test.smtp.messages.filter((mail) => mail.subject === subject(orderId)).length);
      const placeOrders = async (baseUrl: string, n: number) => {
        const orderIds: string[] = [];
        for (let i = 0; i < n; i += 1) {
          const shopper = nextShopper();
          const placed = await send(baseUrl, 'POST', 'order/create-order', { token: shopper.token, body: orderBody(shopper.userId), idempotencyKey: randomUUID() });
          assert.equal(placed.status, 201, JSON.stringify(placed.body));
          orderIds.push(placed.body.data.order.orderId);
        }
        return orderIds;
      };

      // Both processes take orders; each is mailed once, by whichever process holds the sender's lease.
      const both = await placeOrders(test.cluster.baseUrl, 4);
      await eventually(async () => (mailsFor(both).every((n) => n > 0) ? true : undefined), 'every order is mailed', 15_000);
      await sleep(500);
      assert.deepEqual(mailsFor(both), [1, 1, 1, 1], 'each order mailed once');
      const held = await eventually(async () => {
        const rows = await cursors();
        return rows.length === 3 && rows.every((row) => pids().includes(row.pid)) ? rows : undefined;
      }, 'every follower has a holder');
      const mailer = held.find((row) => row.name === 'order-confirmations')!.pid;
      const killed = pids().indexOf(mailer);
      const survivor = test.cluster.apis[1 - killed]!;

      test.cluster.apis[killed]!.kill('SIGKILL');
      const afterKill = await placeOrders(survivor.baseUrl, 2);
      await eventually(async () => (mailsFor(afterKill).every((n) => n > 0) ? true : undefined), 'the survivor mails the orders placed after the kill', 15_000);
      await eventually(async () => ((await cursors()).every((row) => row.pid === survivor.pid) ? true : undefined), 'every follower moved to the survivor', 15_000);
      assert.deepEqual(mailsFor(afterKill), [1, 1]);

      await test.cluster.revive(killed);
      assert.equal((await send(test.cluster.apis[killed]!.baseUrl, 'GET', 'health/ready')).status, 200);
      assert.equal((await test.cluster.balancer.serverStates()).get(StoreCluster.serverName(killed)), 'UP');
    });
  });
}
