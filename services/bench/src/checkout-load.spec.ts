import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { CheckoutLoadGenerator, checkoutFailure, runCheckoutLoad, type CheckoutShopper } from './checkout-load.js';

interface Seen {
  socket: unknown;
  authorization: string | undefined;
  body: { userId: string; games: Array<{ gameId: number; quantity: number }>; paymentMethod: string };
}

describe('checkout load runs', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Seen[] = [];
  let refuseEvery = 0;
  before(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ socket: req.socket, authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        const refuse = refuseEvery > 0 && seen.length % refuseEvery === 0;
        res.writeHead(refuse ? 409 : 201, { 'Content-Type': 'application/json' });
        res.end(refuse ? '{"message":"Sold out"}' : '{"position":1}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const shoppers: CheckoutShopper[] = Array.from({ length: 4 }, (_, i) => ({ userId: `user-${i}`, token: `token-${i}` }));

  it('sends exactly the amount, one shopper per connection with its own token and userId, games round-robin from firstGame', async () => {
    seen.length = 0;
    refuseEvery = 0;
    const run = await runCheckoutLoad({ url: `${baseUrl}/api/v1/order/create-order`, connections: 4, amount: 40, shoppers, gameIds: [11, 12, 13], firstGame: 2, timeoutSeconds: 5 });
    assert.equal(run.ok, 40);
    assert.equal(run.built, 40);
    assert.equal(run.non2xx, 0);
    assert.equal(run.errors, 0);
    assert.deepEqual(run.statuses, { 201: 40 });
    assert.equal(run.shoppersUsed, 4);
    assert.equal(run.latenciesMs.length, 40);
    // The child measures its own main thread (from /proc on Linux): not this one, and no more CPU than the run's time.
    if (process.platform === 'linux') {
      const { loadGenerator } = run;
      assert.ok(loadGenerator && loadGenerator.threadId !== String(process.pid), `load generator thread ${loadGenerator?.threadId}`);
      assert.ok(loadGenerator.cpuMs >= 0 && loadGenerator.cpuMs <= run.elapsedMs + 20, `load generator CPU ${loadGenerator.cpuMs} ms in ${run.elapsedMs} ms`);
    }
    // Ended at the last answer, not at autocannon's next 1 s tick, which is when it notices.
    assert.ok(run.elapsedMs < 900, `${run.elapsedMs} ms for 40 answers`);
    assert.equal(seen.length, 40);
    assert.equal(checkoutFailure(run, 'run'), null);

    const bySocket = new Map<unknown, Set<string>>();
    for (const { socket, authorization, body } of seen) {
      assert.equal(authorization, `Bearer ${body.userId.replace('user', 'token')}`, 'the token of the shopper in the body');
      assert.equal(body.paymentMethod, 'wallet');
      assert.deepEqual(body.games.map((g) => g.quantity), [1]);
      bySocket.set(socket, (bySocket.get(socket) ?? new Set()).add(body.userId));
    }
    assert.equal(bySocket.size, 4, 'four connections');
    assert.deepEqual([...bySocket.values()].map((users) => users.size), [1, 1, 1, 1], 'one shopper per connection');
    assert.equal(new Set([...bySocket.values()].flatMap((users) => [...users])).size, 4, 'a different shopper on each');

    const counts = new Map<number, number>();
    for (const { body } of seen) counts.set(body.games[0]!.gameId, (counts.get(body.games[0]!.gameId) ?? 0) + 1);
    // 40 requests from index 2 over three games: 13, 11, 12, 13, ... → 14 × 13, 13 × 11, 13 × 12.
    assert.deepEqual(Object.fromEntries(counts), { 11: 13, 12: 13, 13: 14 });
    assert.equal(run.nextGame, (2 + 40) % 3);
  });

  it('counts every answer that is not 201 and keeps the first few bodies', async () => {
    seen.length = 0;
    refuseEvery = 5;
    const run = await runCheckoutLoad({ url: `${baseUrl}/api/v1/order/create-order`, connections: 2, amount: 20, shoppers, gameIds: [1], firstGame: 0, timeoutSeconds: 5 });
    assert.equal(run.ok + run.non2xx, 20);
    assert.equal(run.non2xx, 4);
    assert.deepEqual(run.statuses, { 201: 16, 409: 4 });
    assert.match(run.failures[0]!, /^409 \{"message":"Sold out"\}/);
    assert.match(checkoutFailure(run, 'refusals')!, /16 answers 201 of 20 requests \(16 × 201, 4 × 409\)/);
  });
  it('runs one request after another on the same thread, and refuses runs once closed', async () => {
    seen.length = 0;
    refuseEvery = 0;
    const generator = new CheckoutLoadGenerator();
    const request = { url: `${baseUrl}/api/v1/order/create-order`, connections: 2, amount: 10, shoppers, gameIds: [21, 22, 23], firstGame: 0, timeoutSeconds: 5 };
    try {
      const first = await generator.run(request);
      const second = await generator.run({ ...request, firstGame: first.nextGame });
      assert.deepEqual([first.ok, second.ok], [10, 10]);
      assert.equal(seen.length, 20);
      // The second run continued the round-robin where the first stopped: 20 requests over three games.
      const counts = new Map<number, number>();
      for (const { body } of seen) counts.set(body.games[0]!.gameId, (counts.get(body.games[0]!.gameId) ?? 0) + 1);
      assert.deepEqual(Object.fromEntries(counts), { 21: 7, 22: 7, 23: 6 });
      if (process.platform === 'linux') assert.equal(second.loadGenerator?.threadId, first.loadGenerator?.threadId, 'one thread for both runs');
      await assert.rejects(Promise.all([generator.run(request), generator.run(request)]), /already in progress/);
    } finally {
      await generator.close();
    }
    await assert.rejects(generator.run(request), /closed/);
  });
});
