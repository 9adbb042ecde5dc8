import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { decodeBody } from '../common/http/compression/decode-body.js';
import { GENERATED_GAME_DATA, type GeneratedGameDatabase } from '../game-database/index.js';
import { listTestGames } from '../catalogue/testing/list-test-games.js';
import { createTestShoppers } from '../ordering/testing/test-shoppers.js';
import { ORDER_HISTORY_PROJECTION } from '../purchases/projections/order-history.projection.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { rawGet, type RawAnswer } from '../testing/raw-get.js';
import { createTestUser } from '../testing/test-users.js';
import { startTestApp, type TestApp } from '../testing/start-test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What Chromium sends, and what Node's fetch sends over plain HTTP. */
const BROWSER = 'gzip, deflate, br, zstd';
const GZIP_ONLY = 'gzip, deflate';

const SCRIPT = Array.from({ length: 900 }, (_, i) => `export function step${i}(x){return x*${i}+${(i * 7) % 13};}`).join('\n');
const STYLESHEET = Array.from({ length: 400 }, (_, i) => `.card-${i}{margin:${i % 17}px;color:#${((i * 2654435761) % 16777216).toString(16).padStart(6, '0')}}`).join('\n');

/** A hashed asset in `coding`, of its own type, cached for good, its coding named in Vary. */
function assertCompressedAsset(answer: RawAnswer, coding: string, type: RegExp): void {
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['content-encoding'], coding);
  assert.match(answer.type, type);
  assert.equal(answer.headers['cache-control'], IMMUTABLE);
  assert.match(answer.headers.vary ?? '', /^accept-encoding$/i);
}

describe('compressed answers of the API and the web app', () => {
  let api: TestApp;
  let games: number[];
  const webRoot = mkdtempSync(path.join(tmpdir(), 'kl-web-'));
  const script = path.join(webRoot, 'assets', 'index-B1a2c3.js');

  before(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>KeyLedger shell</title><div id="root"></div>');
    writeFileSync(script, SCRIPT);
    // The copies the front end's build writes beside each text file (frontend/build-steps/precompress-assets.ts).
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT, { level: 9 }));
    // A stylesheet the build left without copies: compressed as it is sent.
    writeFileSync(path.join(webRoot, 'assets', 'style-D4e5f6.css'), STYLESHEET);
    api = await startTestApp('pglite', { WEB_ROOT: webRoot });
    const data = api.app.get<symbol, GeneratedGameDatabase>(GENERATED_GAME_DATA);
    games = [...data.games].sort((a, b) => a.id - b.id).slice(0, 12).map((game) => game.id);
    await listTestGames(api.app, games.map((gameId) => ({ gameId, priceCents: 1499 })));
  });
  after(async () => {
    await api.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a hashed script as the copy the build compressed, in the coding the client prefers, cached for good', async () => {
    for (const [accept, coding, copy] of [[BROWSER, 'br', `${script}.br`], [GZIP_ONLY, 'gzip', `${script}.gz`]] as const) {
      const answer = await rawGet(api.baseUrl, '/assets/index-B1a2c3.js', { 'accept-encoding': accept });
      // @fastify/static's type table names JavaScript application/javascript (RFC 9239 prefers text/); browsers take both.
      assertCompressedAsset(answer, coding, /^(?:text|application)\/javascript/);
      assert.deepEqual(answer.body, readFileSync(copy), `${coding}: the file written by the build, byte for byte`);
      assert.equal(decodeBody(answer.body, coding).toString('utf8'), SCRIPT);
    }
    const plain = await rawGet(api.baseUrl, '/assets/index-B1a2c3.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers['cache-control'], IMMUTABLE);
    assert.equal(plain.body.toString('utf8'), SCRIPT);
  });

  it('compresses a stylesheet that has no compressed copy as it sends it', async () => {
    for (const [accept, coding] of [[BROWSER, 'br'], [GZIP_ONLY, 'gzip']] as const) {
      const answer = await rawGet(api.baseUrl, '/assets/style-D4e5f6.css', { 'accept-encoding': accept });
      assertCompressedAsset(answer, coding, /^text\/css/);
      assert.ok(answer.body.length < STYLESHEET.length / 2, `${coding}: ${answer.body.length} of ${STYLESHEET.length} bytes`);
      assert.equal(decodeBody(answer.body, coding).toString('utf8'), STYLESHEET);
    }
  });

  it('compresses a store list, built and from the answer cache alike, to the same JSON and ETag', async () => {
    const url = '/api/v1/store/games/get-all?limit=12';
    // The first answer is built by the application (and cached); the copy in each coding is made on
    // the first request in that coding and kept for the next: each asked twice.
    const answers = [];
    for (const [accept, coding] of [[BROWSER, 'br'], [GZIP_ONLY, 'gzip'], [BROWSER, 'br'], [GZIP_ONLY, 'gzip']] as const) {
      answers.push({ coding, answer: await rawGet(api.baseUrl, url, { 'accept-encoding': accept }) });
    }
    const plain = await rawGet(api.baseUrl, url);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.headers.vary ?? '', /^accept-encoding$/i);
    assert.equal((JSON.parse(plain.body.toString('utf8')) as { games: unknown[] }).games.length, 12);
    for (const { coding, answer } of answers) {
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], coding);
      assert.match(answer.type, /^application\/json/);
      assert.match(answer.headers.vary ?? '', /^accept-encoding$/i);
      assert.equal(answer.headers.etag, plain.headers.etag);
      assert.equal(Number(answer.headers['content-length']), answer.body.length);
      assert.ok(answer.body.length < plain.body.length / 3, `${coding}: ${answer.body.length} of ${plain.body.length} bytes`);
      assert.deepEqual(decodeBody(answer.body, coding), plain.body);
    }
  });

  it('compresses JSON that the application makes on every request', async () => {
    const url = '/api/v1/games/search/name?search_query=a';
    const plain = await rawGet(api.baseUrl, url);
    assert.ok(plain.body.length > 10_000, `${plain.body.length} bytes`);
    for (const [accept, coding] of [[BROWSER, 'br'], [GZIP_ONLY, 'gzip']] as const) {
      const answer = await rawGet(api.baseUrl, url, { 'accept-encoding': accept });
      assert.equal(answer.headers['content-encoding'], coding);
      assert.match(answer.headers.vary ?? '', /^accept-encoding$/i);
      assert.deepEqual(JSON.parse(decodeBody(answer.body, coding).toString('utf8')), JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('compresses an admin list answered through the guard, in every coding, to the same JSON', async () => {
    const [buyer] = await createTestShoppers(api.app, 1, 100_00);
    let position = 0;
    for (const gameId of games.slice(0, 4)) {
      const placed = await api.call('POST', 'order/create-order', { token: buyer!.token, body: { userId: buyer!.userId, games: [{ gameId, quantity: 1 }], paymentMethod: 'wallet' } });
      assert.equal(placed.status, 201);
      position = placed.body.position as number;
    }
    assert.ok(await api.app.get(ProjectionsService).runner(ORDER_HISTORY_PROJECTION).waitForPosition(position, 10_000));
    const admin = await createTestUser(api.app, 'admin');
    const url = '/api/v1/order/get-all-orders';
    const headers = (acceptEncoding?: string) => ({ authorization: `Bearer ${admin.token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });
    const answers = [];
    for (const [accept, coding] of [[BROWSER, 'br'], [BROWSER, 'br'], [GZIP_ONLY, 'gzip']] as const) {
      answers.push({ coding, answer: await rawGet(api.baseUrl, url, headers(accept)) });
    }
    const plain = await rawGet(api.baseUrl, url, headers());
    assert.equal(plain.status, 200);
    assert.ok(plain.body.length > 2048, `${plain.body.length} bytes`);
    for (const { coding, answer } of answers) {
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], coding);
      assert.deepEqual(decodeBody(answer.body, coding), plain.body, coding);
    }
  });

  it('leaves small answers and images as they are', async () => {
    const small = await rawGet(api.baseUrl, '/api/v1/store/get-featured', { 'accept-encoding': BROWSER });
    assert.equal(small.status, 200);
    assert.ok(small.body.length < 1024);
    assert.equal(small.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(small.body.toString('utf8')), { status: 'success', game: null });
    const image = await rawGet(api.baseUrl, '/images/t_1080p/kl_c_1877.jpg', { 'accept-encoding': BROWSER });
    assert.equal(image.status, 200);
    assert.equal(image.headers['content-encoding'], undefined);
    assert.deepEqual([...image.body.subarray(0, 2)], [0xff, 0xd8], 'a JPEG as it is');
  });
});
