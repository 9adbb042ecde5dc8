/**
 * The records of the external game database, in the shapes an IGDB-like client reads: snake_case
 * fields, related records referenced by id and fetched with the `games/get/*` calls.
 */

export interface NamedRecord {
  id: number;
  name: string;
}

export interface ExternalMultiplayerMode {
  id: number;
  platform: number;
  onlinemax: number;
  offlinemax: number;
  onlinecoop: boolean;
  offlinecoop: boolean;
  splitscreen: boolean;
  campaigncoop: boolean;
  dropin: boolean;
}

export interface ExternalGame {
  id: number;
  name: string;
  slug: string;
  summary: string;
  storyline: string;
  /** 0 to 100, one decimal. */
  rating: number;
  rating_count: number;
  /** 0 main game, 1 DLC, 2 expansion, 4 standalone expansion, 8 remake, 9 remaster. */
  category: number;
  /** Unix seconds. */
  first_release_date: number;
  genres: number[];
  themes: number[];
  platforms: number[];
  game_modes: number[];
  /** Embedded, as no call fetches them separately. */
  multiplayer_modes: ExternalMultiplayerMode[];
  /** Ids for `games/get/release-dates`. */
  release_dates: number[];
  /** Ids for `games/get/devpubs`. */
  involved_companies: number[];
  /** Cover id (see coverResult of the name search). */
  cover: number;
  /** Ids for `games/get/artworks`. */
  artworks: number[];
  /** Ids for `games/get/screenshots`. */
  screenshots: number[];
  /** Ids for `games/get/videos`. */
  videos: number[];
  hypes: number;
  /** 0 to 100, two decimals. */
  popularity: number;
  hasSteamAchievements: boolean;
  hasSteamWorkshop: boolean;
  controllerSupport: boolean;
}

/** A cover, artwork or screenshot; `url` is `{IMAGE_BASE_URL}/t_1080p/{image_id}.jpg`. */
export interface ExternalImage {
  id: number;
  game: number;
  image_id: string;
  url: string;
  width: number;
  height: number;
}

/** A trailer; `url` is `{VIDEO_BASE_URL}/{video_id}.webm`. */
export interface ExternalVideo {
  id: number;
  game: number;
  /** The video host's id of the trailer. */
  video_id: string;
  name: string;
  url: string;
}

export interface ExternalReleaseDate {
  id: number;
  game: number;
  /** Unix seconds. */
  date: number;
  /** e.g. 'Mar 14, 2019'. */
  human: string;
  platform: number;
  y: number;
  m: number;
}

export interface ExternalInvolvedCompany {
  id: number;
  game: number;
  company: NamedRecord;
  developer: boolean;
  publisher: boolean;
}

export interface GameSearchResult {
  /** Sorted by rating, highest first. */
  games: ExternalGame[];
  /** The covers of those games. */
  covers: ExternalImage[];
}
