import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GENERATED_GAME_DATA, type GeneratedGameDatabase } from '../../game-database/index.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { catalogueCaughtUp, listTestGames } from '../testing/list-test-games.js';
import { CatalogueAnswerCache } from '../queries/catalogue-answer-cache.js';
import { CATALOGUE_CACHE_CONTROL } from './send-cached-answer.js';

interface RequestLine {
  msg: string;
  path: string;
  status: number;
  requestId: string;
}

for (const target of await apiTestTargets()) {
  describe(`cached store answers on ${target}`, () => {
    let api: TestApp;
    const lines: RequestLine[] = [];

    before(async () => {
      const log = { write: (line: string) => void lines.push(JSON.parse(line) as RequestLine) };
      api = await startTestApp(target, { LOG_LEVEL: 'info' }, undefined, log);
      const data = api.app.get<symbol, GeneratedGameDatabase>(GENERATED_GAME_DATA);
      const games = [...data.games].sort((a, b) => a.id - b.id).slice(0, 12);
      await listTestGames(api.app, games.map((game) => ({ gameId: game.id, priceCents: 999, discountPercent: 0 })));
      await catalogueCaughtUp(api.app);
    });
    after(async () => api.close());

    it('answers a repeated read from the cache with the same body and ETag, 304 to If-None-Match, and logs each request', async () => {
      const first = await api.call('GET', 'store/games/get-all?limit=5');
      assert.equal(first.status, 200);
      const etag = first.headers.get('etag');
      assert.match(etag ?? '', /^"[A-Za-z0-9_-]{27}"$/);
      // A browser, a CDN or a proxy may keep it a second, and a little longer while it revalidates.
      assert.equal(first.headers.get('cache-control'), CATALOGUE_CACHE_CONTROL);
      assert.equal(first.body.games.length, 5);

      // The same query spelled differently is the same answer (the key is the parsed query).
      const again = await api.call('GET', 'store/games/get-all?page=1&limit=5&sortBy=', { headers: { 'x-request-id': 'trace-42' } });
      assert.equal(again.status, 200);
      assert.equal(again.headers.get('x-request-id'), 'trace-42');
      assert.equal(again.headers.get('etag'), etag);
      assert.match(again.headers.get('content-type') ?? '', /^application\/json/);
      assert.deepEqual(again.body, first.body);

      const unchanged = await api.call('GET', 'store/games/get-all?limit=5', { headers: { 'if-none-match': etag! } });
      assert.equal(unchanged.status, 304);
      assert.equal(unchanged.headers.get('etag'), etag);
      assert.equal(unchanged.headers.get('cache-control'), CATALOGUE_CACHE_CONTROL);
      assert.equal(unchanged.body, null);
      const otherTag = await api.call('GET', 'store/games/get-all?limit=5', { headers: { 'if-none-match': '"something-else"' } });
      assert.equal(otherTag.status, 200);

      const logged = lines.filter((line) => line.msg === 'request' && line.path === '/api/v1/store/games/get-all');
      assert.deepEqual(logged.map((line) => line.status), [200, 200, 304, 200]);
      assert.equal(new Set(logged.map((line) => line.requestId)).size, 4);
      assert.equal(logged[1]!.requestId, 'trace-42');
    });

    it('builds an answer once for many requests that ask for it at the same time', async () => {
      const cache = api.app.get(CatalogueAnswerCache);
      const before = cache.counts();
      const answers = await Promise.all(Array.from({ length: 20 }, () => api.call('GET', 'store/games/get-all?limit=7&sortBy=rating')));
      assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
      assert.equal(new Set(answers.map((a) => a.headers.get('etag'))).size, 1);
      const after = cache.counts();
      assert.equal(after.builds - before.builds, 1);
      assert.equal(after.hits + after.joined - before.hits - before.joined, 19);
    });

    it('still refuses a malformed query in the spec words when the cache is warm, and leaves other routes to the API', async () => {
      await api.call('GET', 'store/games/get-all?limit=5');
      const bad = await api.call('GET', 'store/games/get-all?limit=0');
      assert.equal(bad.status, 400);
      assert.equal(bad.body.message, 'limit must be a whole number from 1 to 100');
      const missing = await api.call('GET', 'store/games/get?id=999999');
      assert.equal(missing.status, 404);
      assert.equal(missing.body.message, 'Game not found');
      assert.equal((await api.call('GET', 'store/games/get?id=999999')).status, 404, 'a refusal is never cached');
      const wrongMethod = await api.call('POST', 'store/games/get-all?limit=5');
      assert.deepEqual([wrongMethod.status, wrongMethod.headers.get('allow')], [405, 'GET, HEAD'], 'another method is not the cached answer');
      const featured = await api.call('GET', 'store/get-featured/');
      assert.deepEqual(featured.body, { status: 'success', game: null });
      assert.deepEqual((await api.call('GET', 'store/get-featured')).body, featured.body);
      // A repeated parameter: the parser refuses it.
      const repeated = await api.call('GET', 'store/games/get-all?limit=5&limit=6');
      assert.equal(repeated.status, 400);
    });
  });
}
