import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { combineRuns, percentile, runLoad } from './http-load.js';

describe('load runs', () => {
  let server: Server;
  let baseUrl: string;
  let served = 0;
  const connectionsSeen = new Set<unknown>();
  before(async () => {
    server = createServer((req, res) => {
      served += 1;
      connectionsSeen.add(req.socket);
      // Every fifth request to /mixed fails, so non-2xx answers are counted apart.
      const status = req.url === '/mixed' && served % 5 === 0 ? 500 : 200;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('takes percentiles by nearest rank', () => {
    const values = Float64Array.from([5, 1, 4, 2, 3, 6, 7, 8, 9, 10]);
    assert.equal(percentile(values, 0.5), 5);
    assert.equal(percentile(values, 0.99), 10);
    assert.equal(percentile(values, 0.1), 1);
    assert.equal(percentile(Float64Array.from([0.25]), 0.99), 0.25);
    assert.ok(Number.isNaN(percentile(new Float64Array(0), 0.5)));
  });

  it('pools runs: counts and time add up, latencies are concatenated', () => {
    const a = { ok: 2, non2xx: 1, errors: 0, timeouts: 0, elapsedMs: 100, latenciesMs: Float64Array.from([1, 2]) };
    const b = { ok: 3, non2xx: 0, errors: 1, timeouts: 1, elapsedMs: 50, latenciesMs: Float64Array.from([3, 4, 5]) };
    const both = combineRuns([a, b]);
    assert.deepEqual({ ...both, latenciesMs: [...both.latenciesMs] }, { ok: 5, non2xx: 1, errors: 1, timeouts: 1, elapsedMs: 150, latenciesMs: [1, 2, 3, 4, 5] });
  });

  it('loads a real server from a child process over keep-alive connections and keeps every latency', async () => {
    served = 0;
    connectionsSeen.clear();
    const run = await runLoad(`${baseUrl}/ok`, 4, 400);
    assert.ok(run.ok > 50, `${run.ok} answers in 0.4 s`);
    assert.equal(run.non2xx, 0);
    assert.equal(run.errors, 0);
    assert.equal(run.latenciesMs.length, run.ok);
    assert.ok(run.latenciesMs.every((ms) => ms > 0 && ms < 1_000));
    assert.ok(run.elapsedMs >= 400 && run.elapsedMs < 3_000, `${run.elapsedMs} ms`);
    assert.ok(served >= run.ok, 'the server saw at least what was counted');
    assert.equal(connectionsSeen.size, 4, 'one socket per connection, reused');
  });

  it('counts non-2xx answers apart from the latencies', async () => {
    served = 0;
    const run = await runLoad(`${baseUrl}/mixed`, 2, 300);
    assert.ok(run.non2xx > 0, 'failures are seen');
    assert.ok(run.ok > run.non2xx);
    assert.equal(run.latenciesMs.length, run.ok);
  });

  it('spreads each connection over several paths in turn and counts answers by status', async () => {
    const paths: string[] = [];
    const counting = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.writeHead(req.url === '/unchanged' ? 304 : 200);
      res.end(req.url === '/unchanged' ? undefined : 'x');
    });
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(counting.address() as AddressInfo).port}/`;
      const run = await runLoad(url, 2, 300, undefined, { paths: ['/a', '/unchanged'], notModifiedIsOk: true });
      assert.ok(paths.includes('/a') && paths.includes('/unchanged') && !paths.includes('/'), 'only the given paths are requested');
      assert.equal(run.non2xx, 0, '304 counts as answered when asked');
      assert.ok(run.statuses!['304']! > 0 && run.statuses!['200']! > 0);
      assert.equal(run.statuses!['304']! + run.statuses!['200']!, run.ok);
      const strict = await runLoad(`${url}unchanged`, 1, 200);
      assert.ok(strict.non2xx > 0 && strict.ok === 0, 'otherwise a 304 is not an answer');
      assert.deepEqual(combineRuns([run, strict]).statuses!['304'], run.statuses!['304']! + strict.statuses!['304']!);
    } finally {
      counting.closeAllConnections();
      await new Promise((resolve) => counting.close(resolve));
    }
  });

  it('reports connection errors when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const run = await runLoad(`http://127.0.0.1:${port}/`, 2, 300);
    assert.equal(run.ok, 0);
    assert.ok(run.errors > 0);
  });
});
