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
    api = await startTestApp('pglite', { WEB_ROOT: webRoot });
  });
  after(async () => {
    await api.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html at / and for client-side routes, so a reload keeps the page', async () => {
    for (const route of ['/', '/games/1877/cyber-punk', '/admin/dashboard']) {
      const res = await fetch(`${api.baseUrl}${route}`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 200, route);
      assert.match(await res.text(), /KeyLedger shell/, route);
    }
  });

  it('serves hashed assets with long caching and 404s missing ones', async () => {
    const asset = await fetch(`${api.baseUrl}/assets/app-123.js`);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    const missing = await fetch(`${api.baseUrl}/assets/nope.js`);
    assert.equal(missing.status, 404);
  });

  it('never answers an API path with the page', async () => {
    const res = await fetch(`${api.baseUrl}/api/v1/unknown`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type') ?? '', /application\/problem\+json/);
  });
});
