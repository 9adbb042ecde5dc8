import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ApiProcess } from '../testing/api-process.js';

/** A request whose body is still arriving: in flight at the server until `finish` sends the rest. */
function requestInFlight(baseUrl: string, body: string) {
  const url = new URL('/api/v1/auth/login', baseUrl);
  const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answered, finish: () => request.end(body.slice(half)) };
}

/**
 * A graceful stop (SIGTERM): the process says at once that it is not ready (a balancer's health
 * check takes it out), keeps answering the requests in flight during SHUTDOWN_DRAIN_MS and after,
 * closes keep-alive connections as it answers and those with no request at once, then exits 0.
 */
describe('the API process stopped gracefully', () => {
  let dataDir: string;
  let api: ApiProcess;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kl-graceful-'));
    api = await ApiProcess.start({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '1500' });
  });
  after(async () => {
    api.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reports not ready at once, answers the request in flight, then exits 0', async () => {
    const ready = await fetch(`${api.baseUrl}/api/v1/health/ready`);
    assert.deepEqual([ready.status, await ready.json()], [200, { ready: true }]);
    const inFlight = requestInFlight(api.baseUrl, JSON.stringify({ email: 'nobody@example.test', password: 'not a password' }));
    // A client that connected and never sent a request: it must not hold the stop (Node counts it as busy, not idle).
    const silent = connect(Number(new URL(api.baseUrl).port), '127.0.0.1');
    const silentClosed = new Promise((resolve) => silent.once('close', resolve));
    silent.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 200)); // the server has the request's head
    api.kill('SIGTERM');
    const stopping = performance.now();
    let draining: Response | null = null;
    for (let i = 0; i < 40 && draining?.status !== 503; i++) {
      draining = await fetch(`${api.baseUrl}/api/v1/health/ready`);
      if (draining.status !== 503) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.equal(draining!.status, 503, 'not ready within a second of SIGTERM');
    assert.deepEqual(await draining!.json(), { ready: false });
    assert.equal(draining!.headers.get('connection'), 'close', 'keep-alive clients move to another process');
    inFlight.finish();
    const answer = await inFlight.answered;
    assert.equal(answer.status, 401, 'the request in flight got its answer');
    const exited = await api.exited;
    assert.deepEqual(exited, { code: 0, signal: null });
    await silentClosed;
    // The drain (1.5 s) and the close, not a keep-alive timeout (72 s) for the silent connection.
    assert.ok(performance.now() - stopping < 15_000, `stopped ${Math.round(performance.now() - stopping)} ms after SIGTERM`);
  });
});
