import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';

const BUILT_PAGE = `<!doctype html><html><head><title>KeyLedger shell</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-2.js">
</head><body><div id="root"></div></body></html>`;

/** A policy's directives by name. */
function directivesOf(policy: string | null): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

for (const target of await apiTestTargets()) {
  describe(`the page's Content-Security-Policy on ${target}`, () => {
    let api: TestApp;
    const webRoot = mkdtempSync(path.join(tmpdir(), 'kl-csp-'));
    before(async () => {
      mkdirSync(path.join(webRoot, 'assets'));
      writeFileSync(path.join(webRoot, 'index.html'), BUILT_PAGE);
      writeFileSync(path.join(webRoot, 'assets', 'index-1.js'), 'console.log("app")');
      api = await startTestApp(target, { WEB_ROOT: webRoot, IMAGE_BASE_URL: 'https://images.example.test/base/', VIDEO_BASE_URL: 'https://video.example.test/v' });
    });
    after(async () => {
      await api.close();
      rmSync(webRoot, { recursive: true, force: true });
    });

    it('sends the page with a fresh nonce on its scripts and preloads, named by a strict policy that reports to the store, kept by no shared cache', async () => {
      const nonces = new Set<string>();
      for (const route of ['/', '/index.html', '/admin/dashboard', '/games/1/x']) {
        const res = await fetch(`${api.baseUrl}${route}`, { headers: { accept: 'text/html' } });
        assert.equal(res.status, 200, route);
        assert.equal(res.headers.get('cache-control'), 'private, no-cache', route);
        assert.equal(res.headers.get('x-content-type-options'), 'nosniff', route);
        assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin', route);
        const html = await res.text();
        const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
        assert.ok(nonce, `${route}: the page names its nonce`);
        assert.ok(Buffer.from(nonce, 'base64').length >= 16, `${route}: 128 bits at least, base64`);
        nonces.add(nonce);
        assert.equal(html.match(/<script nonce="/g)?.length, 1, route);
        assert.equal(html.match(new RegExp(`<link nonce="${nonce.replace(/[+/]/g, '\\$&')}" rel="modulepreload"`, 'g'))?.length, 1, route);
        const policy = directivesOf(res.headers.get('content-security-policy'));
        assert.deepEqual(policy.get('script-src'), [`'nonce-${nonce}'`, "'strict-dynamic'"], route);
        assert.deepEqual(policy.get('style-src'), ["'self'", `'nonce-${nonce}'`], route);
        assert.deepEqual(policy.get('object-src'), ["'none'"]);
        assert.deepEqual(policy.get('base-uri'), ["'none'"]);
        assert.deepEqual(policy.get('form-action'), ["'self'"]);
        assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
        assert.deepEqual(policy.get('default-src'), ["'self'"]);
        assert.deepEqual(policy.get('img-src'), ["'self'", 'data:', 'https://images.example.test']);
        assert.deepEqual(policy.get('media-src'), ["'self'", 'https://video.example.test']);
        assert.deepEqual(policy.get('connect-src'), ["'self'"]);
        assert.deepEqual(policy.get('font-src'), ["'self'"]);
        assert.deepEqual(policy.get('report-uri'), ['/api/v1/csp-reports']);
        assert.deepEqual(policy.get('report-to'), ['csp-endpoint']);
        assert.equal(res.headers.get('reporting-endpoints'), 'csp-endpoint="/api/v1/csp-reports"');
        assert.doesNotMatch(res.headers.get('content-security-policy')!, /unsafe-inline|unsafe-eval/, route);
      }
      assert.equal(nonces.size, 4, 'every answer its own nonce');
    });

    it('sends an asset under the JSON policy, cached for good', async () => {
      const res = await fetch(`${api.baseUrl}/assets/index-1.js`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-security-policy'), "default-src 'none';frame-ancestors 'none'");
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'same-origin');
    });

    it('answers an unknown API path asked for as HTML with a problem under the JSON policy', async () => {
      const res = await fetch(`${api.baseUrl}/api/v1/unknown`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 404);
      assert.equal(res.headers.get('content-security-policy'), "default-src 'none';frame-ancestors 'none'");
    });
  });
}

describe('the page policy with the store serving its own images and trailers', () => {
  it('allows images and media from the store alone', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'kl-csp-'));
    writeFileSync(path.join(webRoot, 'index.html'), BUILT_PAGE);
    const api = await startTestApp('pglite', { WEB_ROOT: webRoot });
    try {
      const res = await fetch(`${api.baseUrl}/`, { headers: { accept: 'text/html' } });
      const policy = directivesOf(res.headers.get('content-security-policy'));
      assert.deepEqual(policy.get('img-src'), ["'self'", 'data:']);
      assert.deepEqual(policy.get('media-src'), ["'self'"]);
    } finally {
      await api.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
