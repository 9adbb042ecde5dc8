import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import type { TestShopper } from '../ordering/testing/test-shoppers.js';
import { ApiProcess } from '../testing/api-process.js';
import { resilienceFixture, type ResilienceFixture } from '../testing/resilience-fixture.js';
import { retryUntilAnswered, sleep } from '../testing/retry-until-answered.js';
import { SmtpCapture } from '../testing/smtp-capture.js';

const GAME = 1009;
const STREAM_LOCK_NAMESPACE = 7_301_948; // the event store's stream locks (lock-streams.ts)
const REQUEST_IN_PROGRESS = 'urn:keyledger:problem:request-in-progress';

const orderRequest = (shopper: TestShopper, key: string) => ({
  method: 'POST',
  path: 'order/create-order',
  token: shopper.token,
  body: { userId: shopper.userId, games: [{ gameId: GAME, quantity: 1 }], paymentMethod: 'wallet' },
  idempotencyKey: key,
});

/** One attempt, no retry: the status (0 when no answer came), the body and the headers. */
async function sendOnce(baseUrl: string, request: ReturnType<typeof orderRequest>) {
  try {
    const res = await fetch(`${baseUrl}/api/v1/${request.path}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}`, 'idempotency-key': request.idempotencyKey },
      body: JSON.stringify(request.body),
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  } catch {
    return { status: 0, headers: new Headers(), body: null };
  }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    assert.ok(Date.now() < deadline, `timed out waiting until ${what}`);
    await sleep(20);
  }
}

// Only a PostgreSQL server outlives the API process (required on CI).
const server = (await testDatabaseTargets()).some((target) => target.name === 'postgres');

for (const target of server ? ['postgres'] : []) {
  describe(`the API process killed with requests in flight, on ${target}`, () => {
    const smtp = new SmtpCapture();
    let fixture: ResilienceFixture;
    let env: Record<string, string>;
    let api: ApiProcess;

    before(async () => {
      const smtpUrl = await smtp.start();
      fixture = await resilienceFixture({ listings: [{ gameId: GAME, priceCents: 1999, keys: 100 }], shoppers: 14, walletCents: 500_00 });
      env = { ...fixture.env, SMTP_URL: smtpUrl };
      api = await ApiProcess.start(env);
    });
    after(async () => {
      await api?.stop();
      await fixture?.close();
      await smtp.stop();
    });

    /** Takes the game's stream lock, as a long checkout would: every checkout of it waits inside its transaction. */
    async function holdGame(): Promise<{ release(): Promise<void> }> {
      const client = await fixture.pool.connect();
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STREAM_LOCK_NAMESPACE, `game-${GAME}`]);
      return {
        async release() {
          await client.query('ROLLBACK');
          client.release();
        },
      };
    }
    const count = async (sql: string, values: unknown[] = []) => Number((await fixture.pool.query<{ n: string }>(sql, values)).rows[0]!.n);
    const unansweredKeys = () => count('SELECT count(*) AS n FROM idempotency_keys WHERE status_code IS NULL');
    const checkoutsWaiting = () => count("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
    const ordersOf = (orderIds: string[]) => count("SELECT count(*) AS n FROM events WHERE event_type = 'OrderPlaced' AND data->>'orderId' = ANY ($1::text[])", [orderIds]);

    it('a retry of a request whose process was killed mid-transaction gets its final answer within 5 s of the restart, with exactly one order per key', async () => {
      const shoppers = fixture.shoppers.slice(0, 4);
      const requests = shoppers.map((shopper) => orderRequest(shopper, randomUUID()));
      const held = await holdGame();
      const inFlight = requests.map((request) => sendOnce(api.baseUrl, request));
      await until(async () => (await unansweredKeys()) === requests.length && (await checkoutsWaiting()) >= 1, 10_000, 'every request has claimed its key and a checkout waits in its transaction');

      api.kill('SIGKILL');
      await api.exited;
      assert.deepEqual((await Promise.all(inFlight)).map((answer) => answer.status), [0, 0, 0, 0], 'the killed process answered none of them');
      await held.release();

      api = await ApiProcess.start(env);
      const restarted = performance.now();
      const answers = await Promise.all(requests.map((request) => retryUntilAnswered(() => api.baseUrl, request, { deadline: restarted + 5_000, maxWaitMs: 50 })));
      for (const answer of answers) {
        assert.equal(answer.status, 201, JSON.stringify(answer.body));
        assert.ok(answer.at - restarted < 5_000, `answered ${Math.round(answer.at - restarted)} ms after the restart`);
      }
      const orderIds = answers.map((answer) => answer.body.data.order.orderId as string);
      assert.equal(new Set(orderIds).size, requests.length);
      assert.equal(await ordersOf(orderIds), requests.length, 'exactly one order per key');
      assert.equal(await count("SELECT count(*) AS n FROM events WHERE event_type = 'OrderPlaced'"), requests.length, 'and no other');
    });

    it('never takes a key over while its first request lives: another process answers "still in progress" with Retry-After, then the first answer', async () => {
      const other = await ApiProcess.start(env);
      try {
        const request = orderRequest(fixture.shoppers[4]!, randomUUID());
        const held = await holdGame();
        const first = sendOnce(api.baseUrl, request);
        await until(async () => (await unansweredKeys()) === 1 && (await checkoutsWaiting()) >= 1, 10_000, 'the first request waits in its transaction');

        const duplicate = await sendOnce(other.baseUrl, request);
        assert.equal(duplicate.status, 409);
        assert.equal(duplicate.body.type, REQUEST_IN_PROGRESS);
        assert.equal(duplicate.headers.get('retry-after'), '1');
        assert.equal(duplicate.body.message, 'A request with this Idempotency-Key is still in progress; send it again shortly for its answer');

        await held.release();
        const answer = await first;
        assert.equal(answer.status, 201);
        const replayed = await sendOnce(other.baseUrl, request);
        assert.equal(replayed.status, 201);
        assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
        assert.equal(replayed.body.data.order.orderId, answer.body.data.order.orderId);
        assert.equal(await ordersOf([answer.body.data.order.orderId]), 1);
      } finally {
        await other.stop();
      }
    });

    it('mails every order after a crash, at most one of them twice', async () => {
      smtp.slowDown(150); // each mail takes a while, so the crash comes in the middle of sending
      try {
        const shoppers = fixture.shoppers.slice(5, 13);
        const placed = await Promise.all(shoppers.map((shopper) => sendOnce(api.baseUrl, orderRequest(shopper, randomUUID()))));
        assert.deepEqual(placed.map((answer) => answer.status), Array(shoppers.length).fill(201));
        const subjects = placed.map((answer) => `Your KeyLedger order ${(answer.body.data.order.orderId as string).slice(-6).toUpperCase()}`);
        const mailed = () => subjects.map((subject) => smtp.messages.filter((mail) => mail.subject === subject).length);

        await until(async () => mailed().filter((n) => n > 0).length >= 2, 15_000, 'some confirmations went out');
        api.kill('SIGKILL');
        await api.exited;
        assert.ok(mailed().some((n) => n === 0), 'the crash came before every order was mailed');

        api = await ApiProcess.start(env);
        await until(async () => mailed().every((n) => n > 0), 20_000, 'every order was mailed');
        await sleep(1_000); // a round or two more, for any late duplicate
        const twice = mailed().reduce((sum, n) => sum + (n - 1), 0);
        assert.ok(twice <= 1, `mailed twice: ${twice} (per order: ${mailed().join(', ')})`);
      } finally {
        smtp.slowDown(0);
      }
    });
  });
}
