import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { streamCountsProjection } from '@keyledger/event-store/testing';
import type { Database } from '@keyledger/event-store';
import { DATABASE } from '../database/database.module.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { HEALTH_READING_FRESH_MS } from './health-snapshot.js';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';

for (const target of await apiTestTargets()) {
  describe(`API skeleton on ${target}`, () => {
    let api: TestApp;
    before(async () => {
      api = await startTestApp(target, {}, (app) => app.get(ProjectionsService).register(streamCountsProjection()));
    });
    after(async () => api.close());

    it('reports the database and each projection in /api/v1/health', async () => {
      const store = api.app.get(EventStore);
      // Event types no feature projection reads, so only stream_counts applies them.
      await store.append({ streamId: 'sample-1', expectedVersion: 'any', events: [{ type: 'SampleRecorded', data: { value: 5999 } }] });
      const runner = api.app.get(ProjectionsService).runner('stream_counts');
      const { lastPosition } = await store.append({ streamId: 'sample-1', expectedVersion: 'any', events: [{ type: 'SampleChanged', data: { value: 4999 } }] });
      assert.equal(await runner.waitForPosition(lastPosition, 5_000), true);

      const res = await fetch(`${api.baseUrl}/api/v1/health`);
      assert.equal(res.status, 200);
      const body = (await res.json()) as { status: string; database: { status: string; kind: string }; projections: { name: string; running: boolean; lag: number; eventsApplied: number; lastError: null; thread: string }[] };
      assert.equal(body.status, 'ok');
      assert.deepEqual({ status: body.database.status, kind: body.database.kind }, { status: 'up', kind: target });
      const counts = body.projections.find((p) => p.name === 'stream_counts')!;
      assert.deepEqual({ running: counts.running, lag: counts.lag, eventsApplied: counts.eventsApplied, lastError: counts.lastError }, { running: true, lag: 0, eventsApplied: 2, lastError: null });
      for (const projection of body.projections) assert.equal(projection.lastError, null, projection.name);
      assert.deepEqual(body.projections.map((p) => p.name).sort(), ['catalogue', 'inventory', 'order-history', 'promo-codes', 'refund-requests', 'sales', 'stream_counts', 'tickets']);
      // On a server the feature read models run in the projection worker thread; an ad-hoc
      // projection without a source (this test's), and everything on PGlite, on the main thread.
      const threads = Object.fromEntries(body.projections.map((p) => [p.name, p.thread]));
      const features = target === 'postgres' ? 'worker' : 'main';
      assert.deepEqual(threads, { catalogue: features, inventory: features, 'order-history': features, 'promo-codes': features, 'refund-requests': features, sales: features, stream_counts: 'main', tickets: features });
    });

    // Two writers on one PGlite connection cannot interleave: the case needs a server.
    if (target === 'postgres') {
      it('counts a caught-up projection as lag 0 when the log order and the positions disagree', async () => {
        const store = api.app.get(EventStore);
        const older = await store.pool.connect();
        const younger = await store.pool.connect();
        let highest = 0;
        try {
          // `older` takes the smaller transaction id first but writes after `younger`: its event is
          // first in log order yet holds the highest position.
          await older.query('BEGIN');
          await older.query('SELECT pg_current_xact_id()');
          await younger.query('BEGIN');
          const first = await store.append({ streamId: 'sample-order-1', expectedVersion: 'any', events: [{ type: 'SampleRecorded', data: { value: 1 } }] }, { tx: younger });
          await younger.query('COMMIT');
          const second = await store.append({ streamId: 'sample-order-2', expectedVersion: 'any', events: [{ type: 'SampleRecorded', data: { value: 2 } }] }, { tx: older });
          await older.query('COMMIT');
          assert.ok(BigInt(second.transactionId) < BigInt(first.transactionId) && second.lastPosition > first.lastPosition);
          highest = second.lastPosition;
          store.notifyAppended(first);
          store.notifyAppended(second);
        } finally {
          older.release();
          younger.release();
        }
        const deadline = Date.now() + 10_000;
        let lags: Record<string, number> = {};
        do {
          const body = (await (await fetch(`${api.baseUrl}/api/v1/health`)).json()) as { projections: { name: string; lag: number; position: number }[] };
          lags = Object.fromEntries(body.projections.map((p) => [p.name, p.lag]));
          // A reading taken before the two events (the answer may be a quarter of a second old) proves nothing.
          const seesBoth = body.projections.some((p) => p.name === 'stream_counts' && p.position >= highest);
          if (seesBoth && Object.values(lags).every((lag) => lag === 0)) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        } while (Date.now() < deadline);
        assert.deepEqual(Object.entries(lags).filter(([, lag]) => lag !== 0), []);
        assert.equal(api.app.get(ProjectionsService).runner('stream_counts').status().eventsApplied >= 4, true);
      });
    }

    it('answers many concurrent /health calls from one reading: one query of the log head, never two at once, no SELECT 1', async () => {
      const pool = api.app.get<Database>(DATABASE).pool;
      const query = pool.query;
      const seen = { head: 0, probes: 0, inFlight: 0, mostInFlight: 0 };
      // Watches the app's own pool: every statement still runs, the health ones are counted.
      pool.query = function (this: typeof pool, ...args: Parameters<typeof pool.query>) {
        const text = typeof args[0] === 'string' ? args[0] : '';
        if (text === 'SELECT 1') seen.probes += 1;
        if (!text.includes('max(global_position)')) return (query as (...a: unknown[]) => unknown).apply(this, args);
        seen.head += 1;
        seen.inFlight += 1;
        seen.mostInFlight = Math.max(seen.mostInFlight, seen.inFlight);
        const settled = () => (seen.inFlight -= 1);
        const result = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
        void result.then(settled, settled);
        return result;
      } as typeof pool.query;
      try {
        await new Promise((resolve) => setTimeout(resolve, HEALTH_READING_FRESH_MS + 50)); // the last reading has aged
        const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${api.baseUrl}/api/v1/health`)));
        assert.deepEqual([...new Set(answers.map((res) => res.status))], [200]);
        const bodies = new Set(await Promise.all(answers.map((res) => res.text())));
        assert.equal(seen.mostInFlight, 1, 'never two readings at once');
        assert.ok(seen.head <= 2, `40 calls read the log head ${seen.head} times`);
        assert.equal(seen.probes, 0);
        assert.ok(bodies.size <= seen.head, 'each answer is a reading');
      } finally {
        pool.query = query;
      }
    });

    it('answers unknown routes and bad bodies with problem+json and a message', async () => {
      const missing = await fetch(`${api.baseUrl}/api/v1/no-such-thing`);
      assert.equal(missing.status, 404);
      assert.match(missing.headers.get('content-type') ?? '', /^application\/problem\+json/);
      const problem = (await missing.json()) as { status: number; message: string; requestId: string };
      assert.equal(problem.status, 404);
      assert.equal(typeof problem.message, 'string');
      assert.equal(problem.requestId, missing.headers.get('x-request-id'));

      const malformed = await fetch(`${api.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken": ' });
      assert.equal(malformed.status, 400);
      assert.equal(((await malformed.json()) as { message: string }).message, 'The request body is not valid JSON');

      // A method the path does not take: 405 naming the ones it does, before its body is read.
      const wrongMethod = await fetch(`${api.baseUrl}/api/v1/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken": ' });
      assert.equal(wrongMethod.status, 405);
      assert.equal(wrongMethod.headers.get('allow'), 'GET, HEAD');
      assert.match(wrongMethod.headers.get('content-type') ?? '', /^application\/problem\+json/);

      // A body that is not JSON: 415 before any route runs (a sign-in is not even tried).
      const form = await fetch(`${api.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.c&password=x' });
      assert.equal(form.status, 415);
      assert.match(form.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assert.equal(((await form.json()) as { message: string }).message, 'The request body must be JSON (Content-Type: application/json)');

      // A path whose %-escapes decode to no text: the router's refusal, in the same format.
      const badPath = await fetch(`${api.baseUrl}/api/v1/users/%ED%A0%80/stats`);
      assert.equal(badPath.status, 400);
      assert.match(badPath.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assert.equal(((await badPath.json()) as { requestId: string }).requestId, badPath.headers.get('x-request-id'));
    });

    it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
      const kept = await fetch(`${api.baseUrl}/api/v1/health`, { headers: { 'x-request-id': 'trace-123' } });
      assert.equal(kept.headers.get('x-request-id'), 'trace-123');
      const replaced = await fetch(`${api.baseUrl}/api/v1/health`, { headers: { 'x-request-id': 'bad id <script>' } });
      assert.match(replaced.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    });

    it('publishes the OpenAPI document at /api/docs', async () => {
      const json = await fetch(`${api.baseUrl}/api/docs-json`);
      assert.equal(json.status, 200);
      const document = (await json.json()) as { openapi: string; servers: Array<{ url: string }>; paths: Record<string, unknown> };
      assert.match(document.openapi, /^3\.1\./);
      assert.equal(document.servers[0]?.url, '/api/v1');
      assert.ok('/health' in document.paths);
      const page = await fetch(`${api.baseUrl}/api/docs`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /swagger/i);
    });
  });
}
