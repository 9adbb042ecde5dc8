import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decode } from 'jpeg-js';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';
import { rawGet } from '../testing/raw-get.js';

/** A browser's Accept header for an <img>: it accepts anything, HTML included. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function getImage(baseUrl: string, url: string, accept = IMAGE_ACCEPT) {
  const res = await fetch(new URL(url, baseUrl), { headers: { accept } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function assertJpeg(bytes: Buffer, width: number, height: number): void {
  assert.deepEqual([...bytes.subarray(0, 2)], [0xff, 0xd8], 'starts with the JPEG SOI marker');
  assert.deepEqual([...bytes.subarray(-2)], [0xff, 0xd9], 'ends with the JPEG EOI marker');
  const decoded = decode(bytes, { useTArray: true });
  assert.deepEqual({ width: decoded.width, height: decoded.height }, { width, height });
}

for (const target of await apiTestTargets()) {
  describe(`game database on ${target}`, () => {
    let api: TestApp;
    let featured: any;
    before(async () => {
      api = await startTestApp(target);
      const found = await api.call('GET', 'games/search/name/?search_query=Cyber%20Punk');
      featured = found.body.queryResult.find((game: { id: number }) => game.id === 1877);
    });
    after(async () => api.close());

    it("finds the home page's featured game, 1877 'Cyber Punk', in the shape an IGDB-like client reads", () => {
      assert.ok(featured, 'Cyber Punk is found by name');
      assert.equal(featured.slug, 'cyber-punk');
      assert.equal(featured.name, 'Cyber Punk');
      for (const field of ['genres', 'themes', 'platforms', 'game_modes', 'release_dates', 'involved_companies', 'artworks', 'screenshots', 'videos']) {
        assert.ok(Array.isArray(featured[field]) && featured[field].length > 0, field);
      }
      for (const field of ['summary', 'storyline']) assert.equal(typeof featured[field], 'string');
      for (const field of ['rating', 'category', 'first_release_date', 'cover', 'hypes']) assert.equal(typeof featured[field], 'number');
      for (const field of ['hasSteamAchievements', 'hasSteamWorkshop', 'controllerSupport']) assert.equal(typeof featured[field], 'boolean');
    });

    it('answers artworks and screenshots with id, image_id and a url under the configured image base', async () => {
      for (const [call, ids] of [['artworks', featured.artworks], ['screenshots', featured.screenshots]] as const) {
        const res = await api.call('GET', `games/get/${call}?ids=${ids.join(',')}`);
        assert.equal(res.status, 200);
        assert.equal(res.body.success, true);
        assert.deepEqual(res.body.queryResult.map((r: { id: number }) => r.id), ids);
        for (const record of res.body.queryResult) {
          assert.equal(record.game, 1877);
          assert.match(record.image_id, /^kl_[as]_1877_\d+$/);
          assert.equal(record.url, `/images/t_1080p/${record.image_id}.jpg`);
        }
      }
    });

    it('answers genres, themes and platforms as id and name, in the order asked', async () => {
      const genres = await api.call('GET', 'games/get/genres?ids=12,5,31');
      assert.deepEqual(genres.body, { success: true, queryResult: [{ id: 12, name: 'Role-playing' }, { id: 5, name: 'Shooter' }, { id: 31, name: 'Adventure' }] });
      const themes = await api.call('GET', `games/get/themes?ids=${featured.themes.join(',')}`);
      assert.deepEqual(themes.body.queryResult, [{ id: 18, name: 'Science fiction' }, { id: 1, name: 'Action' }, { id: 38, name: 'Open-World' }]);
      const platforms = await api.call('GET', `games/get/platforms?ids=${featured.platforms.join(',')}`);
      assert.equal(platforms.body.queryResult.length, featured.platforms.length);
      assert.deepEqual(platforms.body.queryResult[0], { id: 6, name: 'PC' });
    });

    it('answers videos, devpubs and release dates', async () => {
      const videos = await api.call('GET', `games/get/videos?ids=${featured.videos.join(',')}`);
      assert.equal(videos.body.queryResult.length, featured.videos.length);
      for (const video of videos.body.queryResult) {
        assert.equal(typeof video.id, 'number');
        assert.equal(typeof video.video_id, 'string');
        assert.match(video.name, /Trailer/);
        assert.equal(video.url, `/videos/${video.video_id}.webm`);
      }

      const devpubs = await api.call('GET', `games/get/devpubs?ids=${featured.involved_companies.join(',')}`);
      assert.equal(devpubs.body.queryResult.length, featured.involved_companies.length);
      for (const involved of devpubs.body.queryResult) {
        assert.equal(typeof involved.company.id, 'number');
        assert.equal(typeof involved.company.name, 'string');
        assert.equal(typeof involved.developer, 'boolean');
        assert.equal(typeof involved.publisher, 'boolean');
      }
      assert.ok(devpubs.body.queryResult.some((c: { developer: boolean }) => c.developer));
      assert.ok(devpubs.body.queryResult.some((c: { publisher: boolean }) => c.publisher));

      const dates = await api.call('GET', `games/get/release-dates?ids=${featured.release_dates.join(',')}`);
      assert.equal(dates.body.queryResult.length, featured.release_dates.length);
      for (const date of dates.body.queryResult) {
        assert.ok(Number.isInteger(date.date) && date.date >= featured.first_release_date);
        assert.match(date.human, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
        assert.ok(featured.platforms.includes(date.platform));
      }
    });

    it('leaves unknown ids out and answers each record once', async () => {
      const artwork = featured.artworks[0];
      const res = await api.call('GET', `games/get/artworks?ids=${artwork},999999999,${artwork}`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.queryResult.map((r: { id: number }) => r.id), [artwork]);
      for (const call of ['screenshots', 'genres', 'videos', 'devpubs', 'themes', 'platforms', 'release-dates']) {
        const none = await api.call('GET', `games/get/${call}?ids=999999999`);
        assert.deepEqual(none.body, { success: true, queryResult: [] }, call);
      }
    });

    it('refuses malformed ids with 400 and a clear message', async () => {
      const hundredOne = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
      for (const query of ['ids=1,abc', 'ids=', '', 'ids=-1', 'ids=0', 'ids=1,,2', 'ids=1.5', 'ids=%201', 'ids=01', 'ids=1&ids=2', 'ids[]=1', `ids=${hundredOne}`]) {
        for (const call of ['artworks', 'release-dates']) {
          const res = await api.call('GET', `games/get/${call}?${query}`);
          assert.equal(res.status, 400, `${call}?${query}`);
          assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
          assert.match(res.body.message, /ids/i, `${call}?${query}: ${res.body.message}`);
        }
      }
      assert.equal((await api.call('GET', `games/get/genres?ids=${hundredOne}`)).body.message, 'At most 100 ids per request');
      assert.equal((await api.call('GET', `games/get/genres?ids=${hundred}`)).status, 200);
    });

    it('searches names case-insensitively, best rated first, at most 50, with covers', async () => {
      const lower = await api.call('GET', 'games/search/name/?search_query=cyber');
      const upper = await api.call('GET', 'games/search/name?search_query=CYBER');
      assert.equal(lower.status, 200);
      assert.equal(lower.body.success, true);
      assert.deepEqual(upper.body, lower.body);
      assert.ok(lower.body.queryResult.some((g: { id: number }) => g.id === 1877));
      for (const game of lower.body.queryResult) assert.match(game.name, /cyber/i);

      const wide = await api.call('GET', `games/search/name/?search_query=${encodeURIComponent('a')}`);
      const ratings = wide.body.queryResult.map((g: { rating: number }) => g.rating);
      assert.equal(ratings.length, 50);
      assert.deepEqual(ratings, [...ratings].sort((a, b) => b - a));
      assert.equal(wide.body.coverResult.length, 50);
      wide.body.queryResult.forEach((game: { id: number; cover: number }, i: number) => {
        const cover = wide.body.coverResult[i];
        assert.deepEqual({ id: cover.id, game: cover.game }, { id: game.cover, game: game.id });
        assert.equal(cover.url, `/images/t_1080p/${cover.image_id}.jpg`);
      });
    });

    it('refuses a blank search and treats markup as plain search text', async () => {
      for (const query of ['', '?search_query=', '?search_query=%20%20%20', `?search_query=${'x'.repeat(101)}`]) {
        const res = await api.call('GET', `games/search/name/${query}`);
        assert.equal(res.status, 400, query);
        assert.equal(typeof res.body.message, 'string');
      }
      const script = await api.call('GET', `games/search/name/?search_query=${encodeURIComponent('<script>alert(1)</script>')}`);
      assert.equal(script.status, 200);
      assert.match(script.headers.get('content-type') ?? '', /^application\/json/);
      assert.deepEqual(script.body, { success: true, queryResult: [], coverResult: [] });
    });

    it('serves covers, artworks and screenshots as real, cacheable, stable JPEGs', async () => {
      const cover = await getImage(api.baseUrl, '/images/t_1080p/kl_c_1877.jpg');
      assert.equal(cover.res.status, 200);
      assert.equal(cover.res.headers.get('content-type'), 'image/jpeg');
      assert.equal(cover.res.headers.get('cache-control'), 'public, max-age=86400, immutable');
      assertJpeg(cover.bytes, 600, 800);
      const again = await getImage(api.baseUrl, '/images/t_1080p/kl_c_1877.jpg');
      assert.ok(again.bytes.equals(cover.bytes), 'the same bytes every time');

      const artworks = await api.call('GET', `games/get/artworks?ids=${featured.artworks[0]}`);
      const artwork = await getImage(api.baseUrl, artworks.body.queryResult[0].url);
      assert.equal(artwork.res.status, 200);
      assertJpeg(artwork.bytes, 1280, 720);
      const screenshots = await api.call('GET', `games/get/screenshots?ids=${featured.screenshots[0]}`);
      const screenshot = await getImage(api.baseUrl, screenshots.body.queryResult[0].url);
      assertJpeg(screenshot.bytes, 1280, 720);
      assert.ok(!screenshot.bytes.equals(artwork.bytes));

      const head = await fetch(`${api.baseUrl}/images/t_1080p/kl_c_1877.jpg`, { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('content-type'), 'image/jpeg');
    });

    it("serves the image service's smaller sizes, scaled to fit their box, as cacheable JPEGs", async () => {
      const sizes: [string, string, number, number][] = [
        ['t_cover_small', 'kl_c_1877', 90, 120],
        ['t_cover_big', 'kl_c_1877', 264, 352],
        ['t_720p', 'kl_c_1877', 540, 720],
        ['t_logo_med', 'kl_a_1877_1', 284, 160],
        ['t_screenshot_med', 'kl_a_1877_1', 569, 320],
        ['t_screenshot_big', 'kl_s_1877_1', 889, 500],
        ['t_720p', 'kl_a_1877_1', 1280, 720],
      ];
      const full = await getImage(api.baseUrl, '/images/t_1080p/kl_c_1877.jpg');
      for (const [size, id, width, height] of sizes) {
        const { res, bytes } = await getImage(api.baseUrl, `/images/${size}/${id}.jpg`);
        assert.equal(res.status, 200, size);
        assert.equal(res.headers.get('content-type'), 'image/jpeg');
        assert.equal(res.headers.get('cache-control'), 'public, max-age=86400, immutable');
        assertJpeg(bytes, width, height);
        const again = await getImage(api.baseUrl, `/images/${size}/${id}.jpg`);
        assert.ok(again.bytes.equals(bytes), `${size}: the same bytes every time`);
      }
      const small = await getImage(api.baseUrl, '/images/t_cover_big/kl_c_1877.jpg');
      assert.ok(small.bytes.length * 3 < full.bytes.length, `a card-sized cover weighs a fraction of the full one (${small.bytes.length} of ${full.bytes.length} bytes)`);
    });

    it('answers 404 for sizes it does not serve, and still 400 for malformed ids in any size', async () => {
      for (const size of ['t_thumb', 't_1080P', 'original', 't_cover_big.jpg', '__proto__', 'constructor']) {
        const { res, bytes } = await getImage(api.baseUrl, `/images/${size}/kl_c_1877.jpg`);
        assert.equal(res.status, 404, size);
        assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
        assert.equal((JSON.parse(bytes.toString('utf8')) as { message: string }).message, 'Image size not found');
      }
      for (const [size, file, status] of [['t_cover_big', 'nope.jpg', 400], ['t_thumb', 'kl_c_1877.png', 400], ['t_cover_big', 'kl_c_999999.jpg', 404]] as const) {
        const { res } = await getImage(api.baseUrl, `/images/${size}/${file}`);
        assert.equal(res.status, status, `${size}/${file}`);
      }
    });

    it('answers 404 for image ids the database does not have, 400 for malformed ones', async () => {
      for (const id of ['kl_c_999999', 'kl_c_1', 'kl_a_1877_99', 'kl_s_1877_50']) {
        const { res } = await getImage(api.baseUrl, `/images/t_1080p/${id}.jpg`);
        assert.equal(res.status, 404, id);
        assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
      }
      for (const file of ['nope.jpg', 'kl_c_1877.png', 'KL_C_1877.jpg', 'kl_c_01877.jpg', 'kl_c_1877', 'kl_c_1877.jpg.jpg', `${'a'.repeat(300)}.jpg`]) {
        const { res, bytes } = await getImage(api.baseUrl, `/images/t_1080p/${file}`);
        assert.equal(res.status, 400, file);
        assert.equal((JSON.parse(bytes.toString('utf8')) as { message: string }).message, 'Invalid image id');
      }
    });

    it('answers path traversal attempts with 400 or 404, never a file', async () => {
      for (const rawPath of [
        '/images/t_1080p/../../package.json',
        '/images/t_1080p/..%2F..%2Fpackage.json',
        '/images/t_1080p/%2e%2e%2f%2e%2e%2fpackage.json',
        '/images/t_1080p/..%5C..%5Cpackage.json',
        '/images/t_1080p/kl_c_1877.jpg%00.png',
        '/images/t_1080p/%2e%2e/kl_c_1877.jpg',
        '/images/../images/t_1080p/kl_c_1877.jpg/..',
      ]) {
        const res = await rawGet(api.baseUrl, rawPath);
        assert.ok(res.status === 400 || res.status === 404, `${rawPath} → ${res.status}`);
        assert.doesNotMatch(res.type, /image\/jpeg/);
        assert.doesNotMatch(res.body.toString('utf8'), /"dependencies"|@keyledger/);
      }
    });

    if (target === 'pglite') {
      it('serves images, not the front end, when the built front end is mounted too', async () => {
        const webRoot = mkdtempSync(path.join(tmpdir(), 'kl-web-'));
        writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>KeyLedger</title>');
        const withWeb = await startTestApp('pglite', { WEB_ROOT: webRoot });
        try {
          const { res, bytes } = await getImage(withWeb.baseUrl, '/images/t_1080p/kl_c_1877.jpg');
          assert.equal(res.headers.get('content-type'), 'image/jpeg');
          assertJpeg(bytes, 600, 800);
          const missing = await getImage(withWeb.baseUrl, '/images/t_1080p/kl_c_999999.jpg');
          assert.equal(missing.res.status, 404);
          const unknownSize = await getImage(withWeb.baseUrl, '/images/t_thumb/kl_c_1877.jpg');
          assert.equal(unknownSize.res.status, 404, 'an unknown size is not answered with the front end');
          assertJpeg((await getImage(withWeb.baseUrl, '/images/t_cover_big/kl_c_1877.jpg')).bytes, 264, 352);
          const page = await fetch(`${withWeb.baseUrl}/games/1877/cyber-punk`, { headers: { accept: 'text/html' } });
          assert.match(await page.text(), /KeyLedger/);
        } finally {
          await withWeb.close();
        }
      });
    }
  });
}
