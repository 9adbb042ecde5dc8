import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import type { TestShopper } from '../ordering/testing/test-shoppers.js';
import { assertCheckoutInvariants, type AnsweredOrder } from '../testing/checkout-invariants.js';
import { reconcileReadModels, waitUntilReadModelsAtHead } from '../testing/resilience-fixture.js';
import { send, startTestCluster, type TestCluster } from './testing/test-cluster.js';

const GAMES = [
  { gameId: 1009, priceCents: 19_99, keys: 1000 },
  { gameId: 1022, priceCents: 9_99, keys: 1000 },
  { gameId: 1034, priceCents: 14_99, keys: 1000 },
];
const WALLET_CENTS = 50_000_00;
/** Concurrent shoppers checking out, and readers browsing, through the balancer (the checkout benchmark's mix, scaled to the test). */
const CHECKOUT_LOOPS = 6;
const READ_LOOPS = 2;

interface Answered {
  what: string;
  status: number;
}

// Several processes share a PostgreSQL server: required on CI.
const server = (await testDatabaseTargets()).some((target) => target.name === 'postgres');

/**
 * A deploy: every API process restarted, one at a time, while shoppers check out and browse
 * through HAProxy. Each request is sent once (no client retry): none may fail, and the store's
 * invariants hold afterwards.
 */
for (const target of server ? ['postgres'] : []) {
  describe(`a rolling restart of two API processes behind HAProxy under checkout load, on ${target}`, () => {
    let test: TestCluster;

    before(async () => {
      test = await startTestCluster({ listings: GAMES, shoppers: 12, walletCents: WALLET_CENTS });
    });
    after(async () => test?.close());

    it('fails no request, and leaves exactly the orders answered, wallets to the cent, no key sold twice and read models equal to a replay', async (t) => {
      const { cluster, fixture } = test;
      const orders: AnsweredOrder[] = [];
      const answers: Answered[] = [];
      let running = true;
      let turn = 0;
      const checkoutLoop = async () => {
        while (running) {
          const i = turn++;
          const shopper: TestShopper = fixture.shoppers[i % fixture.shoppers.length]!;
          const body = { userId: shopper.userId, games: [{ gameId: GAMES[i % GAMES.length]!.gameId, quantity: 1 }], paymentMethod: 'wallet' };
          const answer = await send(cluster.baseUrl, 'POST', 'order/create-order', { token: shopper.token, body, idempotencyKey: randomUUID() });
          answers.push({ what: `order: ${JSON.stringify(answer.body)}`, status: answer.status });
          if (answer.status === 201) orders.push({ shopper, orderId: answer.body.data.order.orderId });
        }
      };
      const readLoop = async () => {
        while (running) {
          const gameId = GAMES[turn++ % GAMES.length]!.gameId;
          const answer = await send(cluster.baseUrl, 'GET', turn % 2 === 0 ? `store/games/get?id=${gameId}` : 'store/games/get-all?limit=12');
          answers.push({ what: `read: ${JSON.stringify(answer.body)?.slice(0, 200)}`, status: answer.status });
        }
      };
      const loops = [...Array.from({ length: CHECKOUT_LOOPS }, checkoutLoop), ...Array.from({ length: READ_LOOPS }, readLoop)];

      const pidsBefore = cluster.apis.map((api) => api.pid);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answeredBeforeRestart = answers.length;
      const restartBegan = performance.now();
      await cluster.rollingRestart();
      const answeredDuringRestart = answers.length - answeredBeforeRestart;
      for (const step of test.steps) t.diagnostic(step);
      t.diagnostic(`the rolling restart took ${Math.round(performance.now() - restartBegan)} ms; ${answeredDuringRestart} requests answered meanwhile, ${orders.length} orders so far`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      running = false;
      await Promise.all(loops);

      const pidsAfter = cluster.apis.map((api) => api.pid);
      assert.ok(pidsAfter.every((pid) => !pidsBefore.includes(pid)), 'every process was replaced');
      assert.ok(answeredDuringRestart >= 100, `requests answered during the restart: ${answeredDuringRestart}`);
      const failed = answers.filter((answer) => answer.status !== 201 && answer.status !== 200);
      const byStatus = new Map<number, number>();
      for (const answer of failed) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      assert.deepEqual(failed.slice(0, 3), [], `${failed.length} of ${answers.length} requests failed: ${JSON.stringify([...byStatus])}`);
      assert.ok(orders.length >= 50, `orders: ${orders.length}`);

      await assertCheckoutInvariants(fixture.pool, { orders, shoppers: fixture.shoppers, walletCents: WALLET_CENTS });

      // Every read model catches up to the head of the log and equals a replay of it.
      const head = await waitUntilReadModelsAtHead(cluster.baseUrl, fixture.pool);
      await cluster.stop(); // stores each checkpoint
      for (const report of await reconcileReadModels(fixture.pool)) {
        assert.deepEqual(report.differences, [], report.projection);
        assert.equal(report.checkpoint.position, head, `${report.projection} is at the head of the log`);
      }
    });
  });
}
