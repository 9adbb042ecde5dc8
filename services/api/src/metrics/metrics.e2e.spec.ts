import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { listTestGames } from '../catalogue/testing/list-test-games.js';
import { createTestShoppers } from '../ordering/testing/test-shoppers.js';
import { prometheusSample as sample } from '../testing/prometheus-sample.js';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';

/** /metrics in Prometheus text format: for the loopback or a token, its counters moving with the traffic. */
for (const target of await apiTestTargets()) {
  describe(`metrics, on ${target}`, () => {
    let api: TestApp;
    const TOKEN = 'scrape-token-for-the-test';

    before(async () => {
      api = await startTestApp(target, { METRICS_TOKEN: TOKEN });
      await listTestGames(api.app, [{ gameId: 1009, priceCents: 19_99, keys: 10 }]);
    });
    after(async () => api.close());

    const scrape = async (headers: Record<string, string> = {}) => {
      const answer = await fetch(`${api.baseUrl}/metrics`, { headers });
      return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: await answer.text() };
    };

    it('counts requests by route template and status, the events appended, and shows projection lag, the pool and Node’s own figures', async () => {
      const before = (await scrape()).text;
      const health = 'keyledger_http_request_duration_seconds_count';
      for (let i = 0; i < 3; i++) assert.equal((await api.call('GET', 'health')).status, 200);
      assert.equal((await api.call('GET', 'users/00000000-0000-4000-8000-000000000000', {})).status, 401);
      const [shopper] = await createTestShoppers(api.app, 1, 100_00);
      const order = await api.call('POST', 'order/create-order', { token: shopper!.token, body: { userId: shopper!.userId, games: [{ gameId: 1009, quantity: 1 }], paymentMethod: 'wallet' } });
      assert.equal(order.status, 201);
      const after = await scrape();
      assert.equal(after.status, 200);
      assert.match(after.type, /^text\/plain; version=0\.0\.4/);
      const text = after.text;
      assert.equal(sample(text, health, { route: '/api/v1/health', status: '200' }) - sample(before, health, { route: '/api/v1/health', status: '200' }), 3);
      assert.equal(sample(text, health, { route: '/api/v1/users/:id', status: '401' }), 1, 'by template, not by the id asked for');
      assert.ok(!text.includes('00000000-0000-4000-8000-000000000000'));
      assert.ok(sample(text, 'keyledger_events_appended_total') - sample(before, 'keyledger_events_appended_total') >= 3, 'the order’s events');
      const timed = 'keyledger_event_append_duration_seconds_count';
      assert.ok(sample(text, timed) - sample(before, timed) >= 1, 'the order’s append is timed');
      assert.ok(sample(text, 'keyledger_event_append_duration_seconds_sum') > 0);
      // Two reads of one catalogue answer in a row: one built, one from the answer cache.
      const answers = (source: string, from: string) => sample(from, 'keyledger_catalogue_answers_total', { source });
      const beforeReads = (await scrape()).text;
      for (let i = 0; i < 2; i++) assert.equal((await api.call('GET', 'store/games/get?id=1009')).status, 200);
      const afterReads = (await scrape()).text;
      assert.equal(answers('build', afterReads) - answers('build', beforeReads), 1, 'one answer built');
      assert.equal(answers('hit', afterReads) - answers('hit', beforeReads), 1, 'one from the cache');
      assert.ok(text.includes('keyledger_projection_lag_events{projection="inventory"}'));
      assert.ok(sample(text, 'keyledger_log_head_position') > 0);
      assert.ok(text.includes('keyledger_db_pool_connections{state="total"}'));
      for (const name of ['keyledger_nodejs_eventloop_lag_seconds', 'keyledger_process_resident_memory_bytes', 'keyledger_nodejs_heap_size_used_bytes']) assert.ok(text.includes(`${name} `), name);
    });

    it('answers anyone but the loopback only with the token', async () => {
      // Through a balancer on this machine the client is named by X-Forwarded-For (trustProxy: loopback).
      const outside = { 'x-forwarded-for': '203.0.113.7' };
      const refused = await scrape(outside);
      assert.equal(refused.status, 403);
      assert.ok(!refused.text.includes('keyledger_'));
      assert.equal((await scrape({ ...outside, authorization: 'Bearer wrong-token-of-same-size!' })).status, 403);
      const allowed = await scrape({ ...outside, authorization: `Bearer ${TOKEN}` });
      assert.equal(allowed.status, 200);
      assert.ok(allowed.text.includes('keyledger_http_request_duration_seconds_bucket'));
    });
  });
}
