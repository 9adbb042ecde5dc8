import type { ExternalGame, ExternalReleaseDate, ExternalVideo, NamedRecord } from '../game-database.records.js';
import { makeCompanies } from './company-names.js';
import { GAME_FLAVORS, type GameFlavor } from './game-flavors.js';
import { uniqueGameName } from './game-name-maker.js';
import { writeStoryline, writeSummary } from './game-text-writer.js';
import { hashSeed } from './hash-seed.js';
import { artworkImageId, coverImageId, IMAGE_SIZES, screenshotImageId, type ImageKind } from './image-ids.js';
import { involvedCompanies } from './involved-companies.js';
import { chooseGameModes, choosePlatforms, multiplayerModes } from './platforms-and-modes.js';
import { CONSOLES, GAME_CATEGORY, GAME_MODE_NAMES, GENRE_NAMES, namedRecords, PC, PLATFORM_NAMES, THEME_NAMES } from './reference-tables.js';
import { DAY, FIRST_RELEASE, LAST_RELEASE, releaseDatesFor } from './release-dates.js';
import { SeededRandom } from './seeded-random.js';

/** An image record before the configured image base URL is known. */
export interface GeneratedImage {
  id: number;
  game: number;
  image_id: string;
  width: number;
  height: number;
}

/** A video record before the configured video base URL is known. */
export type GeneratedVideo = Omit<ExternalVideo, 'url'>;

export interface GeneratedInvolvedCompany {
  id: number;
  game: number;
  company: number;
  developer: boolean;
  publisher: boolean;
}

/** Everything the bundled game database holds. */
export interface GeneratedGameDatabase {
  games: ExternalGame[];
  covers: GeneratedImage[];
  artworks: GeneratedImage[];
  screenshots: GeneratedImage[];
  videos: GeneratedVideo[];
  releaseDates: ExternalReleaseDate[];
  involvedCompanies: GeneratedInvolvedCompany[];
  companies: NamedRecord[];
  genres: NamedRecord[];
  themes: NamedRecord[];
  platforms: NamedRecord[];
  gameModes: NamedRecord[];
}

export const DEFAULT_SEED = 0x4b4c_4744;
export const DEFAULT_GAME_COUNT = 720;

/** The home page's hero links to /games/1877/cyber-punk, so that game always exists. */
export const FEATURED_GAME = { id: 1877, name: 'Cyber Punk', slug: 'cyber-punk' } as const;

const VIDEO_NAMES = ['Trailer', 'Launch Trailer', 'Gameplay Trailer', 'Announcement Trailer', 'Story Trailer'];

/** What is fixed for the featured game; the rest is generated like any other. */
const FEATURED_PROFILE = {
  flavor: 'scifi',
  genres: [12, 5, 31],
  themes: [18, 1, 38],
  platforms: [PC, 167, 48, 169, 49],
  gameModes: [1],
  rating: 90.4,
  firstReleaseDate: Date.UTC(2020, 11, 10) / 1000,
} as const;

/** Draws `count` distinct items, earlier items more likely (weight 1 / (position + 1)). */
function pickFront<T>(rng: SeededRandom, items: readonly T[], count: number): T[] {
  const pool = items.map((item, position) => ({ item, weight: 1 / (position + 1) }));
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    let roll = rng.next() * pool.reduce((sum, entry) => sum + entry.weight, 0);
    const index = pool.findIndex((entry) => (roll -= entry.weight) < 0);
    chosen.push(pool.splice(index < 0 ? pool.length - 1 : index, 1)[0]!.item);
  }
  return chosen;
}

function pickFlavor(rng: SeededRandom): GameFlavor {
  let roll = rng.next() * GAME_FLAVORS.reduce((sum, flavor) => sum + flavor.weight, 0);
  return GAME_FLAVORS.find((flavor) => (roll -= flavor.weight) < 0) ?? GAME_FLAVORS[0]!;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function images(kind: ImageKind, gameId: number, count: number): GeneratedImage[] {
  const { width, height } = IMAGE_SIZES[kind];
  return Array.from({ length: count }, (_, n) => ({
    id: gameId * 100 + n + 1,
    game: gameId,
    image_id: kind === 'artwork' ? artworkImageId(gameId, n + 1) : screenshotImageId(gameId, n + 1),
    width,
    height,
  }));
}

/** Game ids rise by small random steps from 1001; the step that would pass 1877 lands on it. */
function gameIds(seed: number, count: number): number[] {
  const rng = new SeededRandom(hashSeed(seed, 'ids'));
  const ids: number[] = [];
  let id = 1000;
  while (ids.length < count) {
    const next = id + rng.int(1, 12);
    id = id < FEATURED_GAME.id && next > FEATURED_GAME.id ? FEATURED_GAME.id : next;
    ids.push(id);
  }
  if (!ids.includes(FEATURED_GAME.id)) ids[ids.length - 1] = FEATURED_GAME.id;
  return ids.sort((a, b) => a - b);
}

/**
 * Builds the bundled game database. Deterministic: the same seed and count give the same data on
 * every run, so ids, names and image ids are stable across restarts without storing anything.
 */
export function generateGameDatabase(seed = DEFAULT_SEED, count = DEFAULT_GAME_COUNT): GeneratedGameDatabase {
  const companyRng = new SeededRandom(hashSeed(seed, 'companies'));
  const { developers, publishers } = makeCompanies(companyRng, 90, 24);
  const data: GeneratedGameDatabase = {
    games: [],
    covers: [],
    artworks: [],
    screenshots: [],
    videos: [],
    releaseDates: [],
    involvedCompanies: [],
    companies: [...developers, ...publishers],
    genres: namedRecords(GENRE_NAMES),
    themes: namedRecords(THEME_NAMES),
    platforms: namedRecords(PLATFORM_NAMES),
    gameModes: namedRecords(GAME_MODE_NAMES),
  };
  const takenSlugs = new Set<string>([FEATURED_GAME.slug]);

  for (const id of gameIds(seed, count)) {
    const rng = new SeededRandom(hashSeed(seed, 'game', id));
    const featured = id === FEATURED_GAME.id;
    const flavor = featured ? GAME_FLAVORS.find((f) => f.key === FEATURED_PROFILE.flavor)! : pickFlavor(rng);

    const genres = featured ? [...FEATURED_PROFILE.genres] : pickFront(rng, flavor.genres, 1 + Number(rng.chance(0.55)) + Number(rng.chance(0.2)));
    if (!featured && !genres.includes(32) && genres.length < 3 && rng.chance(0.2)) genres.push(32);
    const themes = featured ? [...FEATURED_PROFILE.themes] : pickFront(rng, flavor.themes, 1 + Number(rng.chance(0.5)) + Number(rng.chance(0.2)));
    const platforms = featured ? [...FEATURED_PROFILE.platforms] : choosePlatforms(rng, flavor);
    const drawnModes = chooseGameModes(rng, flavor, genres);
    const gameModes = featured ? [...FEATURED_PROFILE.gameModes] : drawnModes.modes;
    const maxPlayers = featured ? 1 : drawnModes.maxPlayers;

    const category = featured || rng.chance(0.86) ? GAME_CATEGORY.mainGame : rng.pick([1, 2, 4, 8, 9]);
    const { name, slug } = featured ? FEATURED_GAME : uniqueGameName(rng, flavor, category, takenSlugs);
    takenSlugs.add(slug);

    // Release: skewed towards recent years; platforms launched later get the game as a port.
    const initial = featured ? FEATURED_PROFILE.firstReleaseDate : FIRST_RELEASE + Math.floor(Math.sqrt(rng.next()) * (LAST_RELEASE - FIRST_RELEASE) / DAY) * DAY;
    const releaseDates = releaseDatesFor(rng, id, platforms, initial);

    const cover: GeneratedImage = { id, game: id, image_id: coverImageId(id), ...IMAGE_SIZES.cover };
    const artworks = images('artwork', id, featured ? 4 : rng.int(1, 4));
    const screenshots = images('screenshot', id, featured ? 6 : rng.int(3, 8));
    const videoCount = featured ? 2 : rng.chance(0.1) ? 0 : rng.chance(0.67) ? 1 : 2;
    const videos = rng.sample(VIDEO_NAMES, videoCount).map((videoName, n): GeneratedVideo => ({
      id: id * 100 + n + 1,
      game: id,
      video_id: `kl_v_${id}_${n + 1}`,
      name: videoName,
    }));

    const involved = involvedCompanies(rng, id, developers, publishers);
    const hasPc = platforms.includes(PC);
    const hasConsole = platforms.some((p) => (CONSOLES as readonly number[]).includes(p));
    const workshopOdds = ['builder', 'war', 'puzzle'].includes(flavor.key) ? 0.35 : 0.08;
    const rating = featured ? FEATURED_PROFILE.rating : round(Math.min(97.5, Math.max(25, rng.normal(71, 11))), 1);

    data.games.push({
      id,
      name,
      slug,
      summary: writeSummary(rng, flavor, { name, genres, themes, gameModes, maxPlayers }),
      storyline: writeStoryline(rng, flavor),
      rating,
      rating_count: Math.round(5 + rng.next() ** 2 * 3000),
      category,
      first_release_date: Math.min(...releaseDates.map((r) => r.date)),
      genres,
      themes,
      platforms,
      game_modes: gameModes,
      multiplayer_modes: multiplayerModes(rng, id, platforms, gameModes, maxPlayers),
      release_dates: releaseDates.map((r) => r.id),
      involved_companies: involved.map((c) => c.id),
      cover: cover.id,
      artworks: artworks.map((a) => a.id),
      screenshots: screenshots.map((s) => s.id),
      videos: videos.map((v) => v.id),
      hypes: featured ? 950 : Math.round(rng.next() ** 3 * 900),
      popularity: round(Math.min(100, (rating / 100) * 60 + rng.next() * 40), 2),
      hasSteamAchievements: featured || (hasPc && rng.chance(0.65)),
      hasSteamWorkshop: hasPc && rng.chance(workshopOdds),
      controllerSupport: featured || rng.chance(hasConsole ? 0.95 : 0.35),
    });
    data.covers.push(cover);
    data.artworks.push(...artworks);
    data.screenshots.push(...screenshots);
    data.videos.push(...videos);
    data.releaseDates.push(...releaseDates);
    data.involvedCompanies.push(...involved);
  }
  return data;
}
