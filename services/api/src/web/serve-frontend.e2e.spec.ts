import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../testing/start-test-app.js';

describe('the built front end on the API port', () => {
  let api: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'kl-web-'));
  before(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>KeyLedger shell</title><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'app-123.js'), 'console.log("app")');
    writeFileSync(path.join(webRoot, 'assets', 'app-123.js.map'), '{"version":3,"sources":["app.ts"],"mappings":""}');
    api = await startTestApp('pglite', { WEB_ROOT: webRoot });
  });
  after(async () => {
    await api.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html at / and for client-side routes, so a reload keeps the page, revalidated every time and kept by no shared cache', async () => {
    for (const route of ['/', '/index.html', '/games/1877/cyber-punk', '/admin/dashboard']) {
      const res = await fetch(`${api.baseUrl}${route}`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 200, route);
      assert.equal(res.headers.get('cache-control'), 'private, no-cache', route);
      assert.match(await res.text(), /KeyLedger shell/, route);
    }
  });

  it('serves hashed assets with long caching and 404s missing ones', async () => {
    const asset = await fetch(`${api.baseUrl}/assets/app-123.js`);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const missing = await fetch(`${api.baseUrl}/assets/nope.js`);
    assert.equal(missing.status, 404);
  });

  it('does not serve source maps unless SERVE_SOURCE_MAPS says so', async () => {
    const map = await fetch(`${api.baseUrl}/assets/app-123.js.map`, { headers: { accept: '*/*' } });
    assert.equal(map.status, 404);
    assert.match(map.headers.get('content-type') ?? '', /^application\/problem\+json/, 'as a missing asset');
    assert.doesNotMatch(await map.text(), /mappings|KeyLedger shell/);
    const withMaps = await startTestApp('pglite', { WEB_ROOT: webRoot, SERVE_SOURCE_MAPS: 'true' });
    try {
      const served = await fetch(`${withMaps.baseUrl}/assets/app-123.js.map`);
      assert.equal(served.status, 200);
      assert.match(await served.text(), /"mappings"/);
    } finally {
      await withMaps.close();
    }
  });

  it('takes a WEB_ROOT relative to the working directory', async () => {
    const app = await startTestApp('pglite', { WEB_ROOT: path.relative(process.cwd(), webRoot) });
    try {
      const res = await fetch(`${app.baseUrl}/`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 200);
      assert.match(await res.text(), /KeyLedger shell/);
    } finally {
      await app.close();
    }
  });

  it('never answers an API path with the page', async () => {
    const res = await fetch(`${api.baseUrl}/api/v1/unknown`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type') ?? '', /application\/problem\+json/);
  });
});
