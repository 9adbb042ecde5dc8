import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/start-test-app.js';

/**
 * TRUST_PROXY names the balancer: only it may say who the client is. A balancer in another
 * container (docker-compose.yml) is not the loopback, so the default would count every shopper as
 * the balancer; and a caller that is not the balancer must not be believed.
 */
describe('TRUST_PROXY', () => {
  let api: TestApp;
  const metrics = (headers: Record<string, string>) => fetch(`${api.baseUrl}/metrics`, { headers }).then((res) => res.status);

  before(async () => {
    api = await startTestApp('pglite', { TRUST_PROXY: '192.0.2.10' });
  });
  after(async () => api.close());

  it('ignores X-Forwarded-For from anyone but the balancer named', async () => {
    // This test's requests come from the loopback, which is not the balancer here: the header is not
    // believed, so the caller is the loopback (which /metrics answers). With the default trust
    // (loopback) the same request counts as 203.0.113.7 and is refused (metrics.e2e.spec.ts).
    assert.equal(await metrics({ 'x-forwarded-for': '203.0.113.7' }), 200);
    assert.equal(await metrics({}), 200);
  });
});
