import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { rawGet } from '../../testing/raw-get.js';

/** The committed asset, found on its own from this file's place (src/ or dist/game-database/videos). */
const TRAILER = readFileSync(fileURLToPath(new URL('../../../assets/trailer.webm', import.meta.url)));
/** The EBML magic every Matroska/WebM file starts with. */
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
/** What Chromium sends for a <video> source: anything, HTML included. */
const VIDEO_ACCEPT = '*/*';
const FEATURED_VIDEO = 'kl_v_1877_1';

async function get(baseUrl: string, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(url, baseUrl), { headers: { accept: VIDEO_ACCEPT, ...headers } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function assertNotFoundProblem(res: Response, bytes: Buffer, what: string): void {
  assert.equal(res.status, 404, what);
  assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/, what);
  assert.equal((JSON.parse(bytes.toString('utf8')) as { message: string }).message, 'Video not found', what);
}

describe('the generated trailer asset', () => {
  it('is a small WebM file', () => {
    assert.deepEqual([...TRAILER.subarray(0, 4)], EBML_MAGIC);
    assert.ok(TRAILER.includes(Buffer.from('webm')), 'DocType webm');
    assert.ok(TRAILER.length > 20_000 && TRAILER.length < 600 * 1024, `${TRAILER.length} bytes`);
  });
});

for (const target of await apiTestTargets()) {
  describe(`trailers on ${target}`, () => {
    let api: TestApp;
    let videos: { id: number; game: number; video_id: string; name: string; url: string }[];
    before(async () => {
      api = await startTestApp(target);
      const games = await api.call('GET', 'games/get/videos?ids=187701,187702');
      videos = games.body.queryResult;
    });
    after(async () => api.close());

    it('answers video records with a url under the default video base', () => {
      assert.deepEqual(videos.map((v) => v.video_id), ['kl_v_1877_1', 'kl_v_1877_2']);
      for (const video of videos) {
        assert.equal(video.game, 1877);
        assert.equal(video.url, `/videos/${video.video_id}.webm`);
      }
    });

    it("plays every known video id: the trailer's bytes as video/webm, cacheable, ranges accepted", async () => {
      for (const video of videos) {
        const { res, bytes } = await get(api.baseUrl, video.url);
        assert.equal(res.status, 200, video.url);
        assert.equal(res.headers.get('content-type'), 'video/webm');
        assert.equal(res.headers.get('accept-ranges'), 'bytes');
        assert.equal(res.headers.get('cache-control'), 'public, max-age=2592000');
        assert.equal(Number(res.headers.get('content-length')), TRAILER.length);
        assert.equal(bytes.length, TRAILER.length);
        assert.deepEqual([...bytes.subarray(0, 4)], EBML_MAGIC);
        assert.ok(bytes.equals(TRAILER), 'the asset, byte for byte');
      }
      const head = await fetch(`${api.baseUrl}/videos/${FEATURED_VIDEO}.webm`, { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('content-type'), 'video/webm');
      assert.equal(Number(head.headers.get('content-length')), TRAILER.length);
    });

    it('answers Range requests with 206 and Content-Range, as a seeking browser sends them', async () => {
      const url = `/videos/${FEATURED_VIDEO}.webm`;
      const first = await get(api.baseUrl, url, { range: 'bytes=0-99' });
      assert.equal(first.res.status, 206);
      assert.equal(first.res.headers.get('content-type'), 'video/webm');
      assert.equal(first.res.headers.get('content-range'), `bytes 0-99/${TRAILER.length}`);
      assert.equal(Number(first.res.headers.get('content-length')), 100);
      assert.equal(first.bytes.length, 100);
      assert.ok(first.bytes.equals(TRAILER.subarray(0, 100)));

      const middle = await get(api.baseUrl, url, { range: 'bytes=5000-' });
      assert.equal(middle.res.status, 206);
      assert.equal(middle.res.headers.get('content-range'), `bytes 5000-${TRAILER.length - 1}/${TRAILER.length}`);
      assert.ok(middle.bytes.equals(TRAILER.subarray(5000)));

      const tail = await get(api.baseUrl, url, { range: 'bytes=-100' });
      assert.equal(tail.res.status, 206);
      assert.ok(tail.bytes.equals(TRAILER.subarray(-100)));

      const beyond = await get(api.baseUrl, url, { range: `bytes=${TRAILER.length}-` });
      assert.equal(beyond.res.status, 416);
      assert.equal(beyond.res.headers.get('content-range'), `bytes */${TRAILER.length}`);
    });

    it('answers 304 to a revalidation with the ETag', async () => {
      const url = `/videos/${FEATURED_VIDEO}.webm`;
      const { res } = await get(api.baseUrl, url);
      const etag = res.headers.get('etag');
      assert.ok(etag, 'an ETag');
      const again = await rawGet(api.baseUrl, url, { 'if-none-match': etag });
      assert.equal(again.status, 304);
      assert.equal(again.body.length, 0);
      const changed = await rawGet(api.baseUrl, url, { 'if-none-match': '"another"' });
      assert.equal(changed.status, 200);
      assert.equal(changed.body.length, TRAILER.length);
    });

    it('answers 404 for video ids the database does not know and for malformed ones', async () => {
      for (const file of ['kl_v_1877_9.webm', 'kl_v_999999_1.webm', 'kl_c_1877.webm', 'KL_V_1877_1.webm', 'dQw4w9WgXcQ.webm']) {
        const { res, bytes } = await get(api.baseUrl, `/videos/${file}`);
        assertNotFoundProblem(res, bytes, file);
      }
      for (const file of ['kl_v_1877_1', 'kl_v_1877_1.mp4', 'kl_v_1877_1.webm.webm', 'kl%20v.webm', `${'a'.repeat(300)}.webm`, '.webm']) {
        const { res, bytes } = await get(api.baseUrl, `/videos/${file}`);
        assertNotFoundProblem(res, bytes, file);
      }
      for (const rawPath of ['/videos/..%2F..%2Fassets%2Ftrailer.webm', '/videos/%2e%2e/package.json', '/videos/../../package.json', '/videos/kl_v_1877_1.webm%00.txt']) {
        const res = await rawGet(api.baseUrl, rawPath);
        assert.ok(res.status === 404 || res.status === 400, `${rawPath} → ${res.status}`);
        assert.doesNotMatch(res.type, /video\/webm/, rawPath);
        assert.doesNotMatch(res.body.toString('utf8'), /"dependencies"|@keyledger/, rawPath);
      }
    });

    if (target === 'pglite') {
      it('serves trailers, not the front end, when the built front end is mounted too', async () => {
        const webRoot = mkdtempSync(path.join(tmpdir(), 'kl-web-'));
        writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>KeyLedger</title>');
        const withWeb = await startTestApp('pglite', { WEB_ROOT: webRoot });
        try {
          const { res, bytes } = await get(withWeb.baseUrl, `/videos/${FEATURED_VIDEO}.webm`, { range: 'bytes=0-99' });
          assert.equal(res.status, 206);
          assert.equal(res.headers.get('content-type'), 'video/webm');
          assert.ok(bytes.equals(TRAILER.subarray(0, 100)));
          const missing = await get(withWeb.baseUrl, '/videos/kl_v_999999_1.webm', { accept: 'text/html,*/*;q=0.8' });
          assertNotFoundProblem(missing.res, missing.bytes, 'unknown id with the front end mounted');
          const page = await fetch(`${withWeb.baseUrl}/games/1877/cyber-punk`, { headers: { accept: 'text/html' } });
          assert.match(await page.text(), /KeyLedger/);
        } finally {
          await withWeb.close();
        }
      });

      it('points video urls at VIDEO_BASE_URL when a video host is configured', async () => {
        const hosted = await startTestApp('pglite', { VIDEO_BASE_URL: 'https://videos.example.com/trailers/' });
        try {
          const res = await hosted.call('GET', 'games/get/videos?ids=187701');
          assert.deepEqual(res.body.queryResult.map((v: { url: string }) => v.url), ['https://videos.example.com/trailers/kl_v_1877_1.webm']);
        } finally {
          await hosted.close();
        }
      });
    }
  });
}
