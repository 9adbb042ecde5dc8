import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import type pg from 'pg';
import { ApiProcess } from '../testing/api-process.js';
import { eventually } from '../testing/eventually.js';
import { resilienceFixture, type ResilienceFixture } from '../testing/resilience-fixture.js';

const GAME = 1009; // $19.99: one key with 8 % tax is $21.59
const ONE_KEY_TOTAL = 21.59;
const STREAM_LOCK_NAMESPACE = 7_301_948; // the event store's stream locks (lock-streams.ts)
const address = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', addressLine1: '1 Analytical Way', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

// Only a PostgreSQL server outlives the API process (required on CI).
const server = (await testDatabaseTargets()).some((target) => target.name === 'postgres');

for (const target of server ? ['postgres'] : []) {
  describe(`a card refund when the API process is killed before the gateway has confirmed it, on ${target}`, () => {
    let fixture: ResilienceFixture;
    let api: ApiProcess;

    before(async () => {
      fixture = await resilienceFixture({ listings: [{ gameId: GAME, priceCents: 1999, keys: 10 }], shoppers: 1, walletCents: 0 });
      api = await ApiProcess.start(fixture.env);
    });
    after(async () => {
      await api?.stop();
      await fixture?.close();
    });

    async function call(method: string, path: string, token: string, body?: unknown) {
      const res = await fetch(`${api.baseUrl}/api/v1/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    }

    /** One key bought by card (4242: its refunds go through at once). */
    async function cardOrder(): Promise<{ orderId: string; paymentId: string; keyId: string }> {
      const shopper = fixture.shoppers[0]!;
      const customer = await call('POST', 'payments/customers', shopper.token, { ...address, referenceId: shopper.userId });
      assert.equal(customer.status, 201, JSON.stringify(customer.body));
      const token = await call('POST', 'payments/sandbox/tokenize', shopper.token, { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' });
      const paid = await call('POST', 'payments/process', shopper.token, {
        sourceId: token.body.token,
        customerId: customer.body.data.customer.id,
        amount: ONE_KEY_TOTAL,
        currency: 'USD',
        games: [{ gameId: GAME, quantity: 1 }],
        userId: shopper.userId,
      });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));
      const order = paid.body.data.order;
      return { orderId: order.orderId, paymentId: paid.body.data.payment.id, keyId: order.games[0].gameKeys[0].id };
    }

    /** Holds still open, let go after each test whatever happened. */
    const holds = new Set<{ release(): Promise<void> }>();
    afterEach(async () => {
      for (const held of holds) await held.release();
    });

    /**
     * A transaction of the test's own holding `lockSql`: whatever needs that lock in the API waits
     * until release. Only locks that assign no transaction id: one with an id would hold back the
     * log's gap-safe read horizon, and the follow-up would never see the refund.
     */
    async function hold(lockSql: string, params: unknown[]): Promise<{ release(): Promise<void> }> {
      const client: pg.PoolClient = await fixture.pool.connect();
      await client.query('BEGIN');
      await client.query(lockSql, params);
      const held = {
        async release() {
          if (!holds.delete(held)) return;
          await client.query('ROLLBACK');
          client.release();
        },
      };
      holds.add(held);
      return held;
    }
    const count = async (sql: string, params: unknown[]) => Number((await fixture.pool.query<{ n: string }>(sql, params)).rows[0]!.n);
    /** API sessions waiting on a lock whose statement matches `pattern`. */
    const waitingOn = (pattern: string) =>
      count(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock' AND query LIKE $2`, [fixture.applicationName, pattern]);
    const refundsAtGateway = (paymentId: string) => count('SELECT count(*) AS n FROM sandbox_refunds WHERE payment_id = $1', [paymentId]);
    const settledEvents = (orderId: string) => count("SELECT count(*) AS n FROM events WHERE stream_id = $1 AND event_type = 'RefundSettled'", [`order-${orderId}`]);

    async function refund(order: { orderId: string; keyId: string }): Promise<string> {
      const refunded = await call('POST', 'refund/process', fixture.adminToken, { orderId: order.orderId, gameId: GAME, keyToRefund: order.keyId });
      assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
      assert.equal(refunded.body.data.method, 'card');
      return refunded.body.data.refundId;
    }
    /** Once the follow-up waits on the held lock (a statement matching `waitPattern`): SIGKILL, then the lock let go. */
    async function killWhileWaiting(waitPattern: string, held: { release(): Promise<void> }): Promise<void> {
      await eventually(async () => ((await waitingOn(waitPattern)) > 0 ? true : undefined), 'the follow-up waits on the held lock');
      api.kill('SIGKILL');
      await api.exited;
      await held.release();
    }

    it('killed after the refund was recorded and before the gateway made it: after a restart the gateway makes it exactly once', async () => {
      const order = await cardOrder();
      // The sandbox gateway locks the payment's row before it writes a refund: a table lock holds that back.
      // (Not a row lock of our own: that would give our transaction an id and hold back the log's read horizon.)
      const paymentRow = await hold('LOCK TABLE sandbox_payments IN EXCLUSIVE MODE', []);
      const refundId = await refund(order);
      await killWhileWaiting('%FROM sandbox_payments WHERE id = $1 FOR UPDATE%', paymentRow);
      assert.equal(await refundsAtGateway(order.paymentId), 0, 'the killed process made no refund');
      assert.equal(await settledEvents(order.orderId), 0);

      api = await ApiProcess.start(fixture.env);
      await eventually(async () => ((await settledEvents(order.orderId)) === 1 ? true : undefined), 'the restarted process settles the refund');
      const rows = (await fixture.pool.query('SELECT idempotency_key, amount_cents FROM sandbox_refunds WHERE payment_id = $1', [order.paymentId])).rows;
      assert.deepEqual(rows, [{ idempotency_key: refundId, amount_cents: Math.round(ONE_KEY_TOTAL * 100) }]);
    });

    it('killed after the gateway made the refund and before it was settled on the order: after a restart, still exactly one refund', async () => {
      const order = await cardOrder();
      // Settling appends RefundSettled under the order stream's lock, which the refund itself needs too. So: the
      // follow-up is held back from queueing the refund (inserts into card_refunds wait), the refund is recorded,
      // the order's lock is taken, and the follow-up let go: the gateway refunds, and settling waits on the order.
      const queue = await hold('LOCK TABLE card_refunds IN SHARE MODE', []);
      const refundId = await refund(order);
      await eventually(async () => ((await waitingOn('%INSERT INTO card_refunds%')) > 0 ? true : undefined), 'the follow-up queues the refund');
      const orderLock = await hold('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STREAM_LOCK_NAMESPACE, `order-${order.orderId}`]);
      await queue.release();
      await killWhileWaiting('%pg_advisory_xact_lock%', orderLock);
      assert.equal(await refundsAtGateway(order.paymentId), 1, 'the gateway made the refund before the kill');
      assert.equal(await settledEvents(order.orderId), 0);

      api = await ApiProcess.start(fixture.env);
      await eventually(async () => ((await settledEvents(order.orderId)) === 1 ? true : undefined), 'the restarted process settles the refund');
      const rows = (await fixture.pool.query('SELECT idempotency_key FROM sandbox_refunds WHERE payment_id = $1', [order.paymentId])).rows;
      assert.deepEqual(rows, [{ idempotency_key: refundId }]);
      const settled = await fixture.pool.query("SELECT data->>'refundId' AS refund_id FROM events WHERE stream_id = $1 AND event_type = 'RefundSettled'", [`order-${order.orderId}`]);
      assert.deepEqual(settled.rows, [{ refund_id: refundId }]);
    });
  });
}
