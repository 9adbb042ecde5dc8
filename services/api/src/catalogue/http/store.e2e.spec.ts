import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { discountedCents } from '../../common/money/money.js';
import { GENERATED_GAME_DATA, type ExternalGame, type GeneratedGameDatabase } from '../../game-database/index.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { ChangeListingCommand } from '../commands/change-listing.command.js';
import { FeatureGameCommand } from '../commands/feature-game.command.js';
import { UnlistGameCommand } from '../commands/unlist-game.command.js';
import { catalogueCaughtUp, listTestGames, TEST_ADMIN, type TestListing } from '../testing/list-test-games.js';

interface GameJson {
  id: number;
  name: string;
  price: number;
  discount: number;
  discountedPrice: number;
  rating: number;
  hypes: number;
  copies: number;
  isFeatured: boolean;
  genres: Array<{ id: number; name: string }>;
  themes: number[];
  cover_url: string | null;
}

const PRICES = [499, 1999, 2999, 5999, 6999];

for (const target of await apiTestTargets()) {
  describe(`store catalogue API on ${target}`, () => {
    let api: TestApp;
    let listings: TestListing[];
    let listed: ExternalGame[];
    let unlistedId: number;
    const byId = new Map<number, ExternalGame>();

    before(async () => {
      api = await startTestApp(target);
      const data = api.app.get<symbol, GeneratedGameDatabase>(GENERATED_GAME_DATA);
      for (const game of data.games) byId.set(game.id, game);
      // 41 games: every third on sale; the last one listed and then unlisted.
      const chosen = [...data.games].sort((a, b) => a.id - b.id).slice(0, 41);
      listings = chosen.map((game, i) => ({ gameId: game.id, priceCents: PRICES[i % PRICES.length]!, discountPercent: i % 3 === 0 ? 25 : 0 }));
      await listTestGames(api.app, listings);
      unlistedId = chosen.at(-1)!.id;
      await api.app.get(CommandBus).execute(new UnlistGameCommand(unlistedId, TEST_ADMIN));
      await catalogueCaughtUp(api.app);
      listed = chosen.slice(0, -1);
    });
    after(async () => api.close());

    const getAll = (query: string) => api.call('GET', `store/games/get-all?${query}`);
    const ids = (body: { games: GameJson[] }) => body.games.map((g) => g.id);
    const listingOf = (id: number) => listings.find((l) => l.gameId === id)!;

    it('sorts by hypes, rating and listing time, and pages without overlap', async () => {
      const byHypes = [...listed].sort((a, b) => b.hypes - a.hypes || a.id - b.id).map((g) => g.id);
      const first = await getAll('sortBy=hypes&page=1&limit=16');
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.body.total, 40);
      assert.equal(first.body.totalPages, 3);
      assert.deepEqual(ids(first.body), byHypes.slice(0, 16));
      const third = await getAll('sortBy=hypes&page=3&limit=16');
      assert.deepEqual(ids(third.body), byHypes.slice(32, 40));

      const rated = (await getAll('sortBy=rating&limit=40')).body.games as GameJson[];
      const ratings = rated.map((g) => g.rating);
      assert.deepEqual(ratings, [...ratings].sort((a, b) => b - a));
      assert.equal(rated.length, 40);

      const recent = await getAll('sortBy=createdAt&limit=3');
      assert.deepEqual(ids(recent.body), listed.slice(-3).reverse().map((g) => g.id));
    });

    it('answers prices in dollars with the discount applied by the server, and the game facts', async () => {
      const games = (await getAll('sortBy=hypes&limit=40')).body.games as GameJson[];
      for (const game of games) {
        const listing = listingOf(game.id);
        const source = byId.get(game.id)!;
        assert.equal(game.price, listing.priceCents / 100);
        assert.equal(game.discount, listing.discountPercent ?? 0);
        assert.equal(game.discountedPrice, discountedCents(listing.priceCents, listing.discountPercent ?? 0) / 100);
        assert.equal(game.name, source.name);
        assert.equal(game.copies, 3);
        assert.deepEqual(game.genres.map((g) => g.id), source.genres);
        assert.deepEqual(game.themes, source.themes);
        assert.match(game.cover_url!, /^\/images\/t_1080p\/kl_c_\d+\.jpg$/);
      }
      assert.equal(games.some((g) => g.id === unlistedId), false, 'an unlisted game is not in the store');
    });

    it('filters by genre, by theme and by a price cap on the discounted price', async () => {
      const genre = listed[0]!.genres[0]!;
      const genreAnswer = await getAll(`genre=${genre}&limit=100`);
      assert.deepEqual(new Set(ids(genreAnswer.body)), new Set(listed.filter((g) => g.genres.includes(genre)).map((g) => g.id)));
      assert.equal(genreAnswer.body.total, listed.filter((g) => g.genres.includes(genre)).length);

      const theme = listed[1]!.themes[0]!;
      const themeAnswer = await getAll(`theme=${theme}&limit=100`);
      assert.deepEqual(new Set(ids(themeAnswer.body)), new Set(listed.filter((g) => g.themes.includes(theme)).map((g) => g.id)));

      // 29.99 at 25% off is 22.49: inside a 25.00 cap; 29.99 undiscounted is not.
      const capped = (await getAll('maxPrice=25&limit=100')).body.games as GameJson[];
      const expected = listings.slice(0, -1).filter((l) => discountedCents(l.priceCents, l.discountPercent ?? 0) <= 2500).map((l) => l.gameId);
      assert.deepEqual(new Set(capped.map((g) => g.id)), new Set(expected));
      assert.ok(capped.some((g) => g.price > 25), 'a discounted game above the cap by list price is kept');

      // A cap above the highest price a game can have filters nothing out, on the list and the search alike (it once overflowed the query: a 500).
      const everything = (await getAll('limit=100')).body.total as number;
      for (const path of ['store/games/get-all?maxPrice=999999999.99&limit=100', 'store/games/search?q=a&maxPrice=%0A801988058%0A']) {
        const answer = await api.call('GET', path);
        assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
      }
      assert.equal((await getAll('maxPrice=999999999.99&limit=100')).body.total, everything);
    });

    it('refuses malformed and unknown filters and out-of-range pages with 400', async () => {
      const cases: Array<[string, RegExp]> = [
        ['sortBy=price', /sortBy must be one of hypes, createdAt, rating/],
        ['page=0', /page must be a whole number/],
        ['page=abc', /page must be a whole number/],
        ['page=1.5', /page must be a whole number/],
        ['limit=101', /limit must be a whole number from 1 to 100/],
        ['limit=0', /limit must be a whole number/],
        ['genre=999', /Unknown genre 999/],
        ['genre=shooter', /genre must be a genre id/],
        ['theme=-1', /theme must be a theme id/],
        ['maxPrice=-5', /maxPrice must be an amount in dollars/],
        ['limit=16&page=4', /Page 4 is out of range: there are 3 pages/],
      ];
      for (const [query, message] of cases) {
        const answer = await getAll(query);
        assert.equal(answer.status, 400, query);
        assert.match(answer.body.message, message, query);
      }
      // Page 1 of an empty result is fine.
      const none = await getAll('maxPrice=0.01');
      assert.equal(none.status, 200);
      assert.deepEqual([none.body.total, none.body.games.length, none.body.totalPages], [0, 0, 0]);
    });

    it('searches names case-insensitively, server-side and paginated', async () => {
      const word = listed[4]!.name.split(' ')[0]!;
      const matching = listed.filter((g) => g.name.toLowerCase().includes(word.toLowerCase()));
      const answer = await api.call('GET', `store/games/search?q=${encodeURIComponent(word.toUpperCase())}&limit=1`);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.success, true);
      assert.equal(answer.body.total, matching.length);
      assert.equal(answer.body.games.length, 1);
      assert.ok(matching.some((g) => g.id === answer.body.games[0].id));

      const all = await api.call('GET', `store/games/search?q=${encodeURIComponent(word)}&limit=100`);
      assert.deepEqual(new Set(ids(all.body)), new Set(matching.map((g) => g.id)));

      // LIKE wildcards and markup are plain text.
      for (const q of ['%', '_', '<img src=x onerror=alert(1)>']) {
        const literal = await api.call('GET', `store/games/search?q=${encodeURIComponent(q)}`);
        assert.equal(literal.status, 200, q);
        assert.equal(literal.body.total, 0, q);
      }
      assert.equal((await api.call('GET', 'store/games/search?q=%20%20')).body.message, 'Search query is required');
      assert.equal((await api.call('GET', `store/games/search?q=${'a'.repeat(101)}`)).status, 400);
      assert.equal((await api.call('GET', `store/games/search?q=${encodeURIComponent(word)}&page=99`)).status, 400);
    });

    it('answers one game with its details, 404 for unknown or unlisted games, 400 for malformed ids', async () => {
      const game = listed[2]!;
      const answer = await api.call('GET', `store/games/get?id=${game.id}`);
      assert.equal(answer.status, 200);
      const data = answer.body.gameData;
      assert.equal(data.id, game.id);
      assert.equal(data.storyline, game.storyline);
      assert.equal(data.screenshots.length, game.screenshots.length);
      assert.equal(data.videos.length, game.videos.length);
      assert.ok(data.involved_companies.some((c: { role: string }) => c.role === 'Developer'));
      assert.deepEqual(data.game_modes, game.game_modes);
      assert.equal(data.category, game.category);

      for (const id of [unlistedId, 999999]) {
        const missing = await api.call('GET', `store/games/get?id=${id}`);
        assert.equal(missing.status, 404, String(id));
        assert.equal(missing.body.message, 'Game not found');
      }
      for (const id of ['abc', '-1', '1.5', '', '01']) {
        const bad = await api.call('GET', `store/games/get?id=${encodeURIComponent(id)}`);
        assert.equal(bad.status, 400, id);
        assert.equal(bad.body.message, 'Invalid game id');
      }
    });

    it('answers a change within a second of the read model taking it: cached answers are at most MAX_STALE_MS old while the catalogue moves', async () => {
      const game = listed[3]!;
      const read = async () => (await api.call('GET', `store/games/get?id=${game.id}`)).body.gameData.price;
      const page = async () => ((await getAll('limit=100')).body.games as GameJson[]).find((g) => g.id === game.id)!.price;
      const [before, beforeInList] = [await read(), await page()];
      assert.equal(await read(), before); // now answered from the cache
      await api.app.get(CommandBus).execute(new ChangeListingCommand({ type: 'ChangePrice', gameId: game.id, priceCents: 1234 }, TEST_ADMIN));
      // Caught up, then MAX_STALE_MS on (catalogueCaughtUp waits it): no answer begun before may be given.
      await catalogueCaughtUp(api.app);
      assert.notEqual(before, 12.34);
      assert.equal(beforeInList, before);
      assert.equal(await read(), 12.34);
      assert.equal(await page(), 12.34);
    });

    it('features one game at a time, even when two admins feature at once', async () => {
      assert.deepEqual((await api.call('GET', 'store/get-featured/')).body, { status: 'success', game: null });
      const commands = api.app.get(CommandBus);
      const [a, b] = [listed[5]!.id, listed[6]!.id];
      const outcomes = await Promise.allSettled([a, b].map((id) => commands.execute(new FeatureGameCommand(id, TEST_ADMIN))));
      assert.deepEqual(outcomes.map((o) => o.status), ['fulfilled', 'fulfilled']);
      await catalogueCaughtUp(api.app);
      const featured = (await getAll('limit=100')).body.games.filter((g: GameJson) => g.isFeatured);
      assert.equal(featured.length, 1);
      const answer = await api.call('GET', 'store/get-featured');
      assert.equal(answer.body.game.id, featured[0].id);
      assert.ok([a, b].includes(answer.body.game.id));

      // Unlisting the featured game empties the slot.
      await commands.execute(new UnlistGameCommand(answer.body.game.id, TEST_ADMIN));
      await catalogueCaughtUp(api.app);
      assert.equal((await api.call('GET', 'store/get-featured')).body.game, null);
    });
  });
}
