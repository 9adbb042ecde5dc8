import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { parseResponse, runKeepAliveLoad } from './keep-alive-load.js';

describe('keep-alive load: responses', () => {
  it('waits for the whole body, then takes exactly one response off the front', () => {
    const one = 'HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n{"position":';
    assert.equal(parseResponse(Buffer.from(one.slice(0, -3))), null, 'a body cut short');
    assert.equal(parseResponse(Buffer.from('HTTP/1.1 201 Created\r\nContent-Le')), null, 'headers cut short');
    const data = Buffer.from(`${one}HTTP/1.1 409 Conflict\r\n`);
    const parsed = parseResponse(data)!;
    assert.equal(parsed.status, 201);
    assert.equal(parsed.body.toString(), '{"position":');
    assert.equal(parsed.length, one.length);
    assert.equal(data.subarray(parsed.length).toString(), 'HTTP/1.1 409 Conflict\r\n');
  });

  it('reads chunked bodies, and refuses a response that does not say where it ends', () => {
    const chunked = Buffer.from('HTTP/1.1 409 Conflict\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nSold \r\n3\r\nout\r\n0\r\n\r\n');
    const parsed = parseResponse(chunked)!;
    assert.deepEqual([parsed.status, parsed.body.toString(), parsed.length], [409, 'Sold out', chunked.length]);
    assert.equal(parseResponse(chunked.subarray(0, chunked.length - 2)), null, 'the closing empty line not yet here');
    assert.throws(() => parseResponse(Buffer.from('HTTP/1.1 200 OK\r\n\r\nhello')), /neither Content-Length nor chunked/);
    assert.throws(() => parseResponse(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n')), /Not an HTTP response/);
  });
});

describe('keep-alive load: runs', () => {
  let server: Server;
  let port: number;
  let behaviour: 'answer' | 'silent' | 'hang up' = 'answer';
  const sockets = new Set<unknown>();
  before(async () => {
    server = createServer((req, res) => {
      sockets.add(req.socket);
      req.resume();
      req.on('end', () => {
        if (behaviour === 'silent') return;
        if (behaviour === 'hang up') return req.socket.destroy();
        res.writeHead(201, { 'Content-Type': 'application/json', 'Content-Length': '2' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const request = Buffer.from('POST /x HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\n\r\n{}');

  it('sends exactly the amount over keep-alive connections, one request in flight on each', async () => {
    behaviour = 'answer';
    sockets.clear();
    const perConnection = [0, 0, 0];
    const statuses: number[] = [];
    const result = await runKeepAliveLoad({
      host: '127.0.0.1', port, connections: 3, amount: 30, timeoutMs: 2_000,
      nextRequest: (connection) => {
        perConnection[connection]! += 1;
        return request;
      },
      onAnswer: (status) => statuses.push(status),
    });
    assert.deepEqual([result.sent, result.answered, result.errors, result.timeouts, result.firstError], [30, 30, 0, 0, null]);
    assert.equal(statuses.filter((s) => s === 201).length, 30);
    assert.equal(sockets.size, 3, 'three connections, each kept alive');
    assert.equal(perConnection.reduce((a, b) => a + b), 30);
    assert.ok(result.elapsedMs > 0);
  });

  it('with a duration, sends no request after it (those in flight are answered), the amount its most', async () => {
    behaviour = 'answer';
    const result = await runKeepAliveLoad({
      host: '127.0.0.1', port, connections: 2, amount: 1_000_000, durationMs: 200, timeoutMs: 2_000,
      nextRequest: () => request,
      onAnswer: () => undefined,
    });
    assert.equal(result.errors, 0);
    assert.equal(result.answered, result.sent, 'every request sent was answered');
    assert.ok(result.sent > 10 && result.sent < 1_000_000, `${result.sent} sent in 0.2 s`);
    assert.ok(result.elapsedMs >= 190 && result.elapsedMs < 1_500, `${result.elapsedMs} ms`);
    const capped = await runKeepAliveLoad({ host: '127.0.0.1', port, connections: 2, amount: 6, durationMs: 5_000, timeoutMs: 2_000, nextRequest: () => request, onAnswer: () => undefined });
    assert.equal(capped.sent, 6, 'the amount still bounds a run for a time');
    assert.ok(capped.elapsedMs < 2_000);
  });

  it('stops at the first request unanswered in time, counting a timeout', async () => {
    behaviour = 'silent';
    const result = await runKeepAliveLoad({ host: '127.0.0.1', port, connections: 2, amount: 10, timeoutMs: 300, nextRequest: () => request, onAnswer: () => undefined });
    assert.equal(result.answered, 0);
    assert.equal(result.timeouts, 1);
    assert.match(result.firstError!, /no answer within 300 ms/);
  });

  it('stops when the server hangs up on a request, counting an error', async () => {
    behaviour = 'hang up';
    const result = await runKeepAliveLoad({ host: '127.0.0.1', port, connections: 2, amount: 10, timeoutMs: 2_000, nextRequest: () => request, onAnswer: () => undefined });
    assert.equal(result.answered, 0);
    assert.ok(result.errors >= 1);
    assert.equal(result.timeouts, 0);
    assert.ok(result.firstError);
  });
});
