import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { ApiProcess } from '../testing/api-process.js';
import { assertCheckoutInvariants } from '../testing/checkout-invariants.js';
import { reconcileReadModels, resilienceFixture, terminateBackends, waitUntilReadModelsAtHead, type ResilienceFixture } from '../testing/resilience-fixture.js';
import { retryUntilAnswered, sleep, type FinalAnswer } from '../testing/retry-until-answered.js';
import { TcpProxy } from '../testing/tcp-proxy.js';
import type { TestShopper } from '../ordering/testing/test-shoppers.js';

const GAMES = [
  { gameId: 1009, priceCents: 1999, keys: 400 },
  { gameId: 1022, priceCents: 999, keys: 400 },
  { gameId: 1034, priceCents: 1499, keys: 400 },
];
const WALLET_CENTS = 2_000_00;
const CREDIT_REASON = 'Outage test credit';
const CREDIT_CENTS = 500;
const DATABASE_UNAVAILABLE = 'urn:keyledger:problem:database-unavailable';

interface Placed {
  shopper: TestShopper;
  key: string;
  answer: FinalAnswer;
}

const orderRequest = (shopper: TestShopper, gameId: number, key: string) => ({
  method: 'POST',
  path: 'order/create-order',
  token: shopper.token,
  body: { userId: shopper.userId, games: [{ gameId, quantity: 1 }], paymentMethod: 'wallet' },
  idempotencyKey: key,
});

// Only a PostgreSQL server has backends to terminate and a network to cut (required on CI).
const server = (await testDatabaseTargets()).some((target) => target.name === 'postgres');

for (const target of server ? ['postgres'] : []) {
  describe(`the API process through database faults on ${target}`, () => {
    let fixture: ResilienceFixture;
    let api: ApiProcess;

    before(async () => {
      fixture = await resilienceFixture({ listings: GAMES, shoppers: 12, walletCents: WALLET_CENTS });
      api = await ApiProcess.start(fixture.env);
    });
    after(async () => {
      await api?.stop();
      await fixture?.close();
    });

    it('stays up while every database session of it is terminated five times under checkouts and wallet credits; each key ends in exactly one order or credit', async () => {
      const deadline = performance.now() + 90_000;
      const orders: Placed[] = [];
      const credits: Placed[] = [];
      let running = true;
      let turn = 0;
      const orderLoop = async () => {
        while (running) {
          const i = turn++;
          const shopper = fixture.shoppers[i % fixture.shoppers.length]!;
          const key = randomUUID();
          const answer = await retryUntilAnswered(() => api.baseUrl, orderRequest(shopper, GAMES[i % GAMES.length]!.gameId, key), { deadline, alive: () => api.alive });
          orders.push({ shopper, key, answer });
        }
      };
      const creditLoop = async () => {
        while (running) {
          const shopper = fixture.shoppers[turn++ % fixture.shoppers.length]!;
          const key = randomUUID();
          const answer = await retryUntilAnswered(
            () => api.baseUrl,
            { method: 'PATCH', path: `users/${shopper.userId}/wallet`, token: fixture.adminToken, body: { type: 'add', amount: CREDIT_CENTS / 100, reason: CREDIT_REASON }, idempotencyKey: key },
            { deadline, alive: () => api.alive },
          );
          credits.push({ shopper, key, answer });
        }
      };
      const loops = [...Array.from({ length: 6 }, orderLoop), ...Array.from({ length: 2 }, creditLoop)];

      const terminated: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        await sleep(600);
        terminated.push(await terminateBackends(fixture.pool, fixture.applicationName));
      }
      await sleep(600);
      running = false;
      await Promise.all(loops);

      assert.equal(api.alive, true, `the API process died:\n${api.output}`);
      assert.ok(terminated.every((n) => n >= 1), `sessions terminated per round: ${terminated.join(', ')}`);
      const everyStatus = [...orders, ...credits].flatMap((p) => p.answer.seen);
      assert.deepEqual(everyStatus.filter((status) => status >= 500 && status !== 503), [], 'no answer was a 500');
      assert.ok(everyStatus.some((status) => status === 503), 'the faults met requests (some were answered 503)');
      assert.ok(orders.length >= 20 && credits.length >= 5, `orders ${orders.length}, credits ${credits.length}`);
      for (const { answer } of orders) assert.equal(answer.status, 201, JSON.stringify(answer.body));
      for (const { answer } of credits) assert.equal(answer.status, 200, JSON.stringify(answer.body));

      // The admin's credits (the reason they typed is sealed in the log; the shoppers' first balance is the system's).
      const credited = await fixture.pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE event_type = 'WalletCredited' AND metadata->'actor'->>'role' = 'admin'");
      assert.equal(Number(credited.rows[0]!.n), credits.length, 'one credit per key');
      await assertCheckoutInvariants(fixture.pool, {
        orders: orders.map(({ shopper, answer }) => ({ shopper, orderId: answer.body.data.order.orderId as string })),
        shoppers: fixture.shoppers,
        walletCents: WALLET_CENTS,
        creditedCents: (shopper) => credits.filter((c) => c.shopper === shopper).length * CREDIT_CENTS,
      });
    });

    it('then catches every read model up, and they equal a replay of the log', async () => {
      const head = await waitUntilReadModelsAtHead(api.baseUrl, fixture.pool);
      await api.stop(); // stores each checkpoint
      for (const report of await reconcileReadModels(fixture.pool)) {
        assert.deepEqual(report.differences, [], report.projection);
        assert.equal(report.ok, true, report.projection);
        assert.equal(report.checkpoint.position, head, `${report.projection} is at the head of the log`);
      }
    });
  });

  describe(`the API process while its database cannot be reached, on ${target}`, () => {
    const proxy = new TcpProxy('127.0.0.1', 5432);
    let fixture: ResilienceFixture;
    let api: ApiProcess;

    before(async () => {
      const port = await proxy.start();
      fixture = await resilienceFixture({
        listings: GAMES.slice(0, 1),
        shoppers: 2,
        walletCents: WALLET_CENTS,
        databaseUrlFor: (url) => Object.assign(url, { hostname: '127.0.0.1', port: String(port) }),
      });
      api = await ApiProcess.start(fixture.env);
    });
    after(async () => {
      await api?.stop();
      await proxy.stop();
      await fixture?.close();
    });

    const call = (path: string, init: RequestInit & { token?: string } = {}) =>
      fetch(`${api.baseUrl}/api/v1/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as Record<string, string>) },
      });

    it('answers 503 problem+json with Retry-After, /health says down, and the first order goes through within a second of its return', async () => {
      const [shopper, other] = fixture.shoppers as [TestShopper, TestShopper];
      const request = orderRequest(shopper, GAMES[0]!.gameId, randomUUID());
      const before = await call(request.path, { method: 'POST', token: shopper.token, body: JSON.stringify(request.body), headers: { 'idempotency-key': randomUUID() } });
      assert.equal(before.status, 201);

      await proxy.cut();
      const refused = await call(request.path, { method: 'POST', token: shopper.token, body: JSON.stringify(request.body), headers: { 'idempotency-key': request.idempotencyKey } });
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get('content-type'), 'application/problem+json; charset=utf-8');
      assert.equal(refused.headers.get('retry-after'), '1');
      const problem = await refused.json();
      assert.equal(problem.type, DATABASE_UNAVAILABLE);
      assert.equal(problem.status, 503);
      assert.equal(problem.message, 'The store cannot reach its database right now; please try again in a moment');

      const reading = await call(`inventory/${other.userId}`, { token: other.token });
      assert.equal(reading.status, 503, 'reads that need the database say so too');
      const health = await call('health');
      assert.equal(health.status, 503);
      assert.equal((await health.json()).status, 'down');

      await sleep(1_500); // the outage goes on; requests keep failing fast meanwhile
      const still = await call(request.path, { method: 'POST', token: shopper.token, body: JSON.stringify(request.body), headers: { 'idempotency-key': request.idempotencyKey } });
      assert.equal(still.status, 503);
      assert.equal(api.alive, true, `the API process died:\n${api.output}`);

      await proxy.restore();
      const back = performance.now();
      const answer = await retryUntilAnswered(() => api.baseUrl, request, { deadline: back + 10_000, maxWaitMs: 20 });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      assert.ok(answer.at - back < 1_000, `first order ${Math.round(answer.at - back)} ms after the database returned`);
      assert.equal((await call('health')).status, 200);

      // The refused attempts left nothing behind: the key made one order, and says so again.
      const again = await call(request.path, { method: 'POST', token: shopper.token, body: JSON.stringify(request.body), headers: { 'idempotency-key': request.idempotencyKey } });
      assert.equal(again.status, 201);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.equal((await again.json()).data.order.orderId, answer.body.data.order.orderId);
      const orders = await fixture.pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE event_type = 'OrderPlaced'");
      assert.equal(Number(orders.rows[0]!.n), 2);
    });
  });
}
