import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { closeAll } from './support/close-all.js';
import type { rawGet as RawGet } from '../../services/api/dist/testing/raw-get.js';
import { API_DIST, WEB_ROOT } from './support/paths.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';

/** The build's text files that get compressed copies (frontend/build-steps/precompress-assets.ts); not the page, sent with a fresh nonce each time. */
const TEXT_FILE = /\.(?:m?js|css|json|svg|txt|webmanifest)$/;

// The API tests' own raw request (the bytes as sent: fetch would decode them), loaded from the built API like the app.
const { rawGet } = (await import(new URL('testing/raw-get.js', API_DIST).href)) as { rawGet: typeof RawGet };

describe('the built client, pre-compressed and served', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8'))?.[1];

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url);
  });
  after(async () => closeAll(api, smtp));

  it('has a brotli and a gzip copy beside every text file of a kilobyte or more, each decoding to the file', () => {
    const files = readdirSync(WEB_ROOT, { recursive: true, encoding: 'utf8' }).filter((name) => TEXT_FILE.test(name) && statSync(path.join(WEB_ROOT, name)).size >= 1024);
    assert.ok(files.length > 10, `${files.length} text files`);
    for (const name of files) {
      const file = readFileSync(path.join(WEB_ROOT, name));
      assert.deepEqual(brotliDecompressSync(readFileSync(path.join(WEB_ROOT, `${name}.br`))), file, `${name}.br`);
      assert.deepEqual(gunzipSync(readFileSync(path.join(WEB_ROOT, `${name}.gz`))), file, `${name}.gz`);
    }
    assert.equal(existsSync(path.join(WEB_ROOT, 'index.html.br')) || existsSync(path.join(WEB_ROOT, 'index.html.gz')), false, 'no copy of the page, which is never sent as built');
  });

  it('serves the entry script as those copies, cached for good, the page revalidated with its nonce, and no source map', async () => {
    assert.ok(entry, 'index.html names its entry script');
    for (const [accept, coding, suffix] of [['gzip, deflate, br, zstd', 'br', '.br'], ['gzip, deflate', 'gzip', '.gz']]) {
      const script = await rawGet(api.baseUrl, `/${entry}`, { 'accept-encoding': accept! });
      assert.equal(script.status, 200);
      assert.equal(script.headers['content-encoding'], coding);
      assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.deepEqual(script.body, readFileSync(path.join(WEB_ROOT, `${entry}${suffix}`)));
    }
    const page = await rawGet(api.baseUrl, '/', { 'accept-encoding': 'br' });
    assert.equal(page.headers['cache-control'], 'private, no-cache');
    // The file as built, with this answer's nonce on its scripts and preloads and in its csp-nonce meta.
    const html = brotliDecompressSync(page.body).toString('utf8');
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
    assert.ok(nonce, 'the page names its nonce');
    assert.ok(String(page.headers['content-security-policy']).includes(`script-src 'nonce-${nonce}' 'strict-dynamic'`), 'the policy names the same nonce');
    const withoutNonces = html.replace(/<meta property="csp-nonce" nonce="[^"]+">/, '').replaceAll(` nonce="${nonce}"`, '');
    assert.equal(withoutNonces, readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8'));
    assert.equal((await rawGet(api.baseUrl, `/${entry}.map`, { 'accept-encoding': 'br' })).status, 404);
  });
});
