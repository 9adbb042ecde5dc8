import type {
  ExternalGame,
  ExternalImage,
  ExternalInvolvedCompany,
  ExternalReleaseDate,
  ExternalVideo,
  GameSearchResult,
  NamedRecord,
} from './game-database.records.js';

/**
 * The external game database admins search to add games to the store (the port). Every lookup
 * takes record ids and answers the records that exist, in the order asked, each once; unknown ids
 * are simply absent. The default adapter is the bundled, generated database; a real provider
 * plugs in behind the same class.
 */
export abstract class GameDatabase {
  abstract getGames(ids: readonly number[]): Promise<ExternalGame[]>;
  /** Case-insensitive name search, best rated first, at most `limit` games, with their covers. */
  abstract searchByName(query: string, limit: number): Promise<GameSearchResult>;
  abstract getCovers(ids: readonly number[]): Promise<ExternalImage[]>;
  abstract getArtworks(ids: readonly number[]): Promise<ExternalImage[]>;
  abstract getScreenshots(ids: readonly number[]): Promise<ExternalImage[]>;
  abstract getGenres(ids: readonly number[]): Promise<NamedRecord[]>;
  abstract getThemes(ids: readonly number[]): Promise<NamedRecord[]>;
  abstract getPlatforms(ids: readonly number[]): Promise<NamedRecord[]>;
  abstract getVideos(ids: readonly number[]): Promise<ExternalVideo[]>;
  /** The video record with this video host id (`video_id`), or null when there is none. */
  abstract findVideo(videoId: string): Promise<ExternalVideo | null>;
  /** Involved companies: developers and publishers. */
  abstract getDevPubs(ids: readonly number[]): Promise<ExternalInvolvedCompany[]>;
  abstract getReleaseDates(ids: readonly number[]): Promise<ExternalReleaseDate[]>;
}
