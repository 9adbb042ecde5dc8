import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestUser } from '../../testing/test-users.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';

const JSON_POLICY = "default-src 'none';frame-ancestors 'none'";

/** The headers every answer carries, whatever it is. */
function assertCommonHeaders(headers: Headers, what: string): void {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(headers.get('referrer-policy'), 'no-referrer', what);
  assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin', what);
  assert.equal(headers.get('cross-origin-resource-policy'), 'same-origin', what);
  assert.equal(headers.get('x-frame-options'), 'DENY', what);
  assert.match(headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, what);
  assert.equal(headers.get('x-download-options'), null, `${what}: Internet Explorer 8's header is not sent`);
}

for (const target of await apiTestTargets()) {
  describe(`security headers on ${target}`, () => {
    let api: TestApp;
    before(async () => {
      api = await startTestApp(target);
    });
    after(async () => {
      await api.close();
    });

    it('a public catalogue read: the JSON policy, and its shared caching and ETag kept', async () => {
      const res = await api.call('GET', 'store/games/get-all');
      assert.equal(res.status, 200);
      assertCommonHeaders(res.headers, 'catalogue read');
      assert.equal(res.headers.get('content-security-policy'), JSON_POLICY);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=1, stale-while-revalidate=5');
      assert.ok(res.headers.get('etag'));
      assert.equal(res.headers.get('strict-transport-security'), null, 'no HSTS while PUBLIC_URL is http');
    });

    it('an answer that needs a session is stored by no cache', async () => {
      const shopper = await createTestUser(api.app, 'customer');
      const res = await api.call('GET', `users/${shopper.userId}`, { token: shopper.token });
      assert.equal(res.status, 200);
      assertCommonHeaders(res.headers, 'signed-in read');
      assert.equal(res.headers.get('content-security-policy'), JSON_POLICY);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const admin = await createTestUser(api.app, 'admin');
      const count = await api.call('GET', 'users/count', { token: admin.token });
      assert.equal(count.status, 200);
      assert.equal(count.headers.get('cache-control'), 'no-store', 'an admin read');
    });

    it('errors carry the same headers: a refusal and an unknown path', async () => {
      const refused = await api.call('GET', 'users/count');
      assert.equal(refused.status, 401);
      assertCommonHeaders(refused.headers, '401');
      const unknown = await api.call('GET', 'no/such/route');
      assert.equal(unknown.status, 404);
      assertCommonHeaders(unknown.headers, '404');
      assert.equal(unknown.headers.get('content-security-policy'), JSON_POLICY);
    });

    it('the API documentation page runs its own scripts only, inline styles allowed there alone', async () => {
      const res = await fetch(`${api.baseUrl}/api/docs`);
      assert.equal(res.status, 200);
      assertCommonHeaders(res.headers, 'docs');
      const policy = res.headers.get('content-security-policy') ?? '';
      assert.match(policy, /script-src 'self'(;|$)/);
      assert.match(policy, /object-src 'none'/);
      assert.match(await res.text(), /swagger-ui-bundle\.js/);
    });
  });
}

describe('HSTS', () => {
  it('is sent for a year, subdomains included, only when PUBLIC_URL is https', async () => {
    const api = await startTestApp('pglite', { PUBLIC_URL: 'https://store.example.test' });
    try {
      const res = await api.call('GET', 'store/games/get-all');
      assert.equal(res.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
    } finally {
      await api.close();
    }
  });
});
