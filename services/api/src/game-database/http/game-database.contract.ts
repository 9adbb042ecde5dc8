import { z } from 'zod';
import { defineRoute } from '../../common/contract/route-contract.js';
import { idListQuery } from './parse-id-list.js';
import { nameSearchQuery } from './parse-search-query.js';

const Named = z.object({ id: z.int(), name: z.string() });
const ImageRecord = z
  .object({ id: z.int(), game: z.int(), image_id: z.string(), url: z.string().meta({ description: '{IMAGE_BASE_URL}/t_1080p/{image_id}.jpg' }), width: z.int(), height: z.int() })
  .meta({ id: 'GameImage' });
const VideoRecord = z.object({ id: z.int(), game: z.int(), video_id: z.string(), name: z.string(), url: z.string() });
const ReleaseDate = z.object({
  id: z.int(),
  game: z.int(),
  date: z.int().meta({ description: 'Unix seconds' }),
  human: z.string().meta({ examples: ['Mar 14, 2019'] }),
  platform: z.int(),
  y: z.int(),
  m: z.int(),
});
const InvolvedCompany = z.object({ id: z.int(), game: z.int(), company: Named, developer: z.boolean(), publisher: z.boolean() });
const ExternalGame = z
  .object({
    id: z.int(),
    name: z.string(),
    slug: z.string(),
    summary: z.string(),
    storyline: z.string(),
    rating: z.number().meta({ description: '0 to 100' }),
    rating_count: z.int(),
    category: z.int(),
    first_release_date: z.int().meta({ description: 'Unix seconds' }),
    genres: z.array(z.int()),
    themes: z.array(z.int()),
    platforms: z.array(z.int()),
    game_modes: z.array(z.int()),
    multiplayer_modes: z.array(
      z.object({
        id: z.int(),
        platform: z.int(),
        onlinemax: z.int(),
        offlinemax: z.int(),
        onlinecoop: z.boolean(),
        offlinecoop: z.boolean(),
        splitscreen: z.boolean(),
        campaigncoop: z.boolean(),
        dropin: z.boolean(),
      }),
    ),
    release_dates: z.array(z.int()),
    involved_companies: z.array(z.int()),
    cover: z.int(),
    artworks: z.array(z.int()),
    screenshots: z.array(z.int()),
    videos: z.array(z.int()),
    hypes: z.int(),
    popularity: z.number(),
    hasSteamAchievements: z.boolean(),
    hasSteamWorkshop: z.boolean(),
    controllerSupport: z.boolean(),
  })
  .meta({ id: 'ExternalGame' });

/** A `games/get/*` lookup: records by id, unknown ids left out. */
const lookup = (operationId: string, what: string, summary: string, record: z.ZodType) =>
  defineRoute({
    method: 'GET',
    path: `games/get/${what}`,
    operationId,
    summary,
    tag: 'game-database',
    access: 'public',
    noDatabase: true,
    query: idListQuery,
    success: { status: 200, description: 'The records found', body: z.object({ success: z.literal(true), queryResult: z.array(record) }) },
  });

export const getArtworks = lookup('getArtworks', 'artworks', 'Artworks by id: id, game, image_id, url', ImageRecord);
export const getScreenshots = lookup('getScreenshots', 'screenshots', 'Screenshots by id: id, game, image_id, url', ImageRecord);
export const getGenres = lookup('getGenres', 'genres', 'Genres by id: id, name', Named);
export const getThemes = lookup('getThemes', 'themes', 'Themes by id: id, name', Named);
export const getPlatforms = lookup('getPlatforms', 'platforms', 'Platforms by id: id, name', Named);
export const getVideos = lookup('getVideos', 'videos', 'Videos by id: id, game, video_id, name', VideoRecord);
export const getDevPubs = lookup('getDevPubs', 'devpubs', 'Involved companies by id: id, game, company {id, name}, developer, publisher', InvolvedCompany);
export const getReleaseDates = lookup('getReleaseDates', 'release-dates', 'Release dates by id: id, game, date (unix seconds), human, platform, y, m', ReleaseDate);

export const searchGameDatabase = defineRoute({
  method: 'GET',
  path: 'games/search/name',
  operationId: 'searchGameDatabase',
  summary: 'Games whose name contains the text, best rated first (at most 50), with their covers',
  tag: 'game-database',
  access: 'public',
  noDatabase: true,
  query: nameSearchQuery,
  success: {
    status: 200,
    description: 'The games found and their covers',
    body: z.object({ success: z.literal(true), queryResult: z.array(ExternalGame), coverResult: z.array(ImageRecord) }),
  },
});
