import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppConfig } from '../../config/app-config.js';
import { BundledGameDatabase } from '../bundled/bundled-game-database.js';
import { RESERVED_TITLES } from './game-flavors.js';
import { DEFAULT_SEED, FEATURED_GAME, generateGameDatabase } from './generate-game-database.js';
import { IMAGE_SIZES, parseImageId } from './image-ids.js';
import { GAME_MODE_NAMES, GENRE_NAMES, PLATFORM_NAMES, THEME_NAMES } from './reference-tables.js';
import { slugify } from './slugify.js';

/** The id → name tables exactly as the specification's section 3 lists them. */
const SPEC_GENRES = '2 Point-and-click, 4 Fighting, 5 Shooter, 7 Music, 8 Platform, 9 Puzzle, 10 Racing, 11 Real Time Strategy, 12 Role-playing, 13 Simulator, 14 Sport, 15 Strategy, 16 Turn-based strategy, 24 Tactical, 26 Quiz-Trivia, 30 Pinball, 31 Adventure, 32 Indie, 33 Arcade, 34 Visual Novel, 35 Card & Board Game, 36 MOBA';
const SPEC_THEMES = '1 Action, 17 Fantasy, 18 Science fiction, 19 Horror, 20 Thriller, 21 Survival, 22 Historical, 23 Stealth, 27 Comedy, 28 Business, 31 Drama, 32 Non-fiction, 33 Sandbox, 34 Educational, 35 Kids, 38 Open-World, 39 Warfare, 40 Party, 41 4X, 43 Mystery';

function specTable(text: string): Record<number, string> {
  return Object.fromEntries(text.split(', ').map((entry) => {
    const [, id, name] = /^(\d+) (.+)$/.exec(entry)!;
    return [Number(id), name!];
  }));
}

const started = performance.now();
const data = generateGameDatabase();
const elapsedMs = performance.now() - started;
const gamesById = new Map(data.games.map((game) => [game.id, game]));

describe('bundled game database generator', () => {
  it('is deterministic: two runs give identical data, another seed different data', () => {
    assert.deepEqual(generateGameDatabase(), data);
    assert.deepEqual(generateGameDatabase(DEFAULT_SEED), data);
    const other = generateGameDatabase(DEFAULT_SEED + 1);
    assert.notDeepEqual(other.games.map((g) => g.name), data.games.map((g) => g.name));
  });

  it('is fast enough to run at every start', () => {
    assert.ok(elapsedMs < 1000, `generation took ${Math.round(elapsedMs)} ms`);
  });

  it('holds at least 600 games with unique ids, names and slugs', () => {
    assert.ok(data.games.length >= 600, `${data.games.length} games`);
    assert.equal(new Set(data.games.map((g) => g.id)).size, data.games.length);
    assert.equal(new Set(data.games.map((g) => g.slug)).size, data.games.length);
    assert.equal(new Set(data.games.map((g) => g.name.toLowerCase())).size, data.games.length);
    for (const game of data.games) {
      assert.ok(Number.isSafeInteger(game.id) && game.id > 0);
      assert.equal(game.slug, slugify(game.name));
      assert.match(game.slug, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      const lower = game.name.toLowerCase();
      for (const title of RESERVED_TITLES) assert.ok(lower !== title && !lower.startsWith(`${title}:`) && !lower.startsWith(`${title} `), `${game.name} reuses ${title}`);
    }
  });

  it("has the home page's featured game: 1877, 'Cyber Punk', slug cyber-punk", () => {
    const featured = gamesById.get(1877);
    assert.ok(featured);
    assert.deepEqual({ id: featured.id, name: featured.name, slug: featured.slug }, FEATURED_GAME);
    assert.equal(featured.category, 0);
    assert.ok(featured.rating > 85);
    assert.ok(featured.screenshots.length >= 4 && featured.artworks.length >= 1 && featured.videos.length >= 1);
  });

  it("uses exactly the specification's genre and theme tables, and only their ids", () => {
    assert.deepEqual({ ...GENRE_NAMES }, specTable(SPEC_GENRES));
    assert.deepEqual({ ...THEME_NAMES }, specTable(SPEC_THEMES));
    assert.deepEqual(data.genres, Object.entries(specTable(SPEC_GENRES)).map(([id, name]) => ({ id: Number(id), name })));
    for (const game of data.games) {
      assert.ok(game.genres.length >= 1 && game.themes.length >= 1, `${game.name} has genres and themes`);
      for (const genre of game.genres) assert.ok(genre in GENRE_NAMES, `genre ${genre} of ${game.name}`);
      for (const theme of game.themes) assert.ok(theme in THEME_NAMES, `theme ${theme} of ${game.name}`);
      assert.equal(new Set(game.genres).size, game.genres.length);
      assert.equal(new Set(game.themes).size, game.themes.length);
    }
    const usedGenres = new Set(data.games.flatMap((g) => g.genres));
    assert.ok(usedGenres.size >= 18, `only ${usedGenres.size} genres used`);
    for (const homeGenre of [5, 31, 12, 15, 14, 10, 13, 32]) assert.ok(usedGenres.has(homeGenre), `home genre ${homeGenre} has games`);
  });

  it('rates games from 0 to 100 with variety, some above 85', () => {
    const ratings = data.games.map((g) => g.rating);
    for (const rating of ratings) assert.ok(rating >= 0 && rating <= 100 && Number.isFinite(rating));
    assert.ok(new Set(ratings).size > 150, 'ratings vary');
    assert.ok(ratings.filter((r) => r > 85).length >= 20, 'some games are highly rated');
    assert.ok(ratings.filter((r) => r < 60).length >= 20, 'some games are poorly rated');
  });

  it('gives games several platforms, game modes, categories and Steam flags', () => {
    for (const game of data.games) {
      assert.ok(game.platforms.length >= 1);
      for (const platform of game.platforms) assert.ok(platform in PLATFORM_NAMES);
      for (const mode of game.game_modes) assert.ok(mode in GAME_MODE_NAMES);
      assert.ok(game.game_modes.length >= 1);
      for (const mode of game.multiplayer_modes) assert.ok(game.platforms.includes(mode.platform));
      assert.ok(game.screenshots.length >= 3 && game.artworks.length >= 1);
      assert.ok(game.summary.length > 40 && game.storyline.length > 40);
      assert.doesNotMatch(`${game.summary} ${game.storyline}`, /undefined|null|NaN/);
      assert.ok(Number.isInteger(game.hypes) && game.hypes >= 0);
      assert.ok(game.popularity >= 0 && game.popularity <= 100);
    }
    const share = (test: (g: (typeof data.games)[number]) => boolean) => data.games.filter(test).length / data.games.length;
    assert.ok(share((g) => g.platforms.length > 2) > 0.2, 'many games have more than two platforms');
    assert.ok(share((g) => g.game_modes.includes(1)) > 0.6);
    assert.ok(share((g) => g.game_modes.includes(2)) > 0.15);
    assert.ok(share((g) => g.multiplayer_modes.length > 0) > 0.05);
    assert.ok(share((g) => g.category === 0) > 0.75 && share((g) => g.category !== 0) > 0.03);
    for (const flag of ['hasSteamAchievements', 'hasSteamWorkshop', 'controllerSupport'] as const) {
      const on = share((g) => g[flag]);
      assert.ok(on > 0.05 && on < 0.95, `${flag} varies`);
    }
  });

  it('links every game to existing release dates, companies and videos', () => {
    const releaseDates = new Map(data.releaseDates.map((r) => [r.id, r]));
    const involved = new Map(data.involvedCompanies.map((c) => [c.id, c]));
    const companies = new Set(data.companies.map((c) => c.id));
    const videos = new Map(data.videos.map((v) => [v.id, v]));
    for (const game of data.games) {
      const dates = game.release_dates.map((id) => releaseDates.get(id)!);
      assert.ok(dates.every((d) => d && d.game === game.id));
      assert.deepEqual(dates.map((d) => d.platform), game.platforms);
      assert.equal(game.first_release_date, Math.min(...dates.map((d) => d.date)));
      for (const date of dates) {
        const day = new Date(date.date * 1000);
        assert.equal(date.human, `${day.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${day.getUTCDate()}, ${day.getUTCFullYear()}`);
      }
      const companiesOfGame = game.involved_companies.map((id) => involved.get(id)!);
      assert.ok(companiesOfGame.every((c) => c && c.game === game.id && companies.has(c.company)));
      assert.ok(companiesOfGame.some((c) => c.developer), `${game.name} has a developer`);
      assert.ok(companiesOfGame.some((c) => c.publisher), `${game.name} has a publisher`);
      for (const id of game.videos) assert.equal(videos.get(id)?.game, game.id);
    }
    assert.equal(new Set(data.companies.map((c) => c.name)).size, data.companies.length);
  });

  it('makes every image id well-formed and resolvable to its record', () => {
    const config = { imageBaseUrl: '/images' } as AppConfig;
    const bundled = new BundledGameDatabase(data, config);
    const all = [
      ...data.covers.map((image) => ({ image, kind: 'cover' as const })),
      ...data.artworks.map((image) => ({ image, kind: 'artwork' as const })),
      ...data.screenshots.map((image) => ({ image, kind: 'screenshot' as const })),
    ];
    assert.equal(new Set(all.map(({ image }) => image.image_id)).size, all.length);
    for (const { image, kind } of all) {
      const parsed = parseImageId(image.image_id);
      assert.ok(parsed, image.image_id);
      assert.equal(parsed.kind, kind);
      assert.equal(parsed.game, image.game);
      assert.deepEqual({ width: image.width, height: image.height }, IMAGE_SIZES[kind]);
      const found = bundled.findImage(parsed);
      assert.equal(found?.image.image_id, image.image_id);
      assert.equal(found?.image.url, `/images/t_1080p/${image.image_id}.jpg`);
    }
    for (const game of data.games) {
      assert.equal(data.covers.find((c) => c.id === game.cover)?.game, game.id);
    }
  });

  it('gives every video a unique video id that the bundled database finds, with a url under the video base', async () => {
    const bundled = new BundledGameDatabase(data, { imageBaseUrl: '/images', videoBaseUrl: 'https://videos.example.com/t' } as AppConfig);
    assert.equal(new Set(data.videos.map((v) => v.video_id)).size, data.videos.length);
    for (const video of data.videos) {
      assert.match(video.video_id, /^kl_v_[1-9]\d*_[12]$/);
      const found = await bundled.findVideo(video.video_id);
      assert.deepEqual(found, { ...video, url: `https://videos.example.com/t/${video.video_id}.webm` });
    }
    for (const unknown of ['kl_v_1877_9', 'kl_v_999999_1', 'KL_V_1877_1', '', 'kl_v_1877_1.webm']) {
      assert.equal(await bundled.findVideo(unknown), null, unknown);
    }
  });

  it('parses only well-formed image ids', () => {
    assert.deepEqual(parseImageId('kl_c_1877'), { kind: 'cover', game: 1877, index: 0 });
    assert.deepEqual(parseImageId('kl_a_1877_2'), { kind: 'artwork', game: 1877, index: 2 });
    assert.deepEqual(parseImageId('kl_s_1877_12'), { kind: 'screenshot', game: 1877, index: 12 });
    for (const bad of ['', 'kl_c_', 'kl_c_0', 'kl_c_01877', 'kl_c_1877_1', 'kl_a_1877', 'kl_a_1877_0', 'kl_x_1_1', 'KL_C_1877', 'kl_c_1877.jpg', '../kl_c_1877', 'kl_c_1877\n', 'kl_s_1_123', 'kl_c_12345678']) {
      assert.equal(parseImageId(bad), null, JSON.stringify(bad));
    }
  });
});
