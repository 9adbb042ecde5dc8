import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { GameDatabase } from '../game-database.port.js';
import type {
  ExternalGame,
  ExternalImage,
  ExternalInvolvedCompany,
  ExternalReleaseDate,
  ExternalVideo,
  GameSearchResult,
  NamedRecord,
} from '../game-database.records.js';
import type { GeneratedGameDatabase, GeneratedImage, GeneratedVideo } from '../generator/generate-game-database.js';
import { artworkImageId, coverImageId, screenshotImageId, type ParsedImageId } from '../generator/image-ids.js';
import { GENERATED_GAME_DATA } from './generated-game-data.token.js';
import { imageUrl } from './image-url.js';
import { videoUrl } from './video-url.js';

function byId<T extends { id: number }>(records: readonly T[]): Map<number, T> {
  return new Map(records.map((record) => [record.id, record]));
}

/** The records for the ids that exist, in the order asked, each once. */
function pick<T>(index: ReadonlyMap<number, T>, ids: readonly number[]): T[] {
  const found: T[] = [];
  for (const id of new Set(ids)) {
    const record = index.get(id);
    if (record !== undefined) found.push(record);
  }
  return found;
}

/** The default adapter: the generated game database, held in memory. */
@Injectable()
export class BundledGameDatabase extends GameDatabase {
  private readonly games: Map<number, ExternalGame>;
  /** Games by rating, best first (then by name), for the name search. */
  private readonly gamesByRating: ExternalGame[];
  private readonly covers: Map<number, ExternalImage>;
  private readonly artworks: Map<number, ExternalImage>;
  private readonly screenshots: Map<number, ExternalImage>;
  private readonly genres: Map<number, NamedRecord>;
  private readonly themes: Map<number, NamedRecord>;
  private readonly platforms: Map<number, NamedRecord>;
  private readonly videos: Map<number, ExternalVideo>;
  private readonly videosByVideoId: Map<string, ExternalVideo>;
  private readonly devPubs: Map<number, ExternalInvolvedCompany>;
  private readonly releaseDates: Map<number, ExternalReleaseDate>;

  constructor(@Inject(GENERATED_GAME_DATA) data: GeneratedGameDatabase, @Inject(APP_CONFIG) config: AppConfig) {
    super();
    const withUrl = (image: GeneratedImage): ExternalImage => ({ ...image, url: imageUrl(config.imageBaseUrl, image.image_id) });
    const companies = byId(data.companies);
    this.games = byId(data.games);
    this.gamesByRating = [...data.games].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name) || a.id - b.id);
    this.covers = byId(data.covers.map(withUrl));
    this.artworks = byId(data.artworks.map(withUrl));
    this.screenshots = byId(data.screenshots.map(withUrl));
    this.genres = byId(data.genres);
    this.themes = byId(data.themes);
    this.platforms = byId(data.platforms);
    const withVideoUrl = (video: GeneratedVideo): ExternalVideo => ({ ...video, url: videoUrl(config.videoBaseUrl, video.video_id) });
    this.videos = byId(data.videos.map(withVideoUrl));
    this.videosByVideoId = new Map([...this.videos.values()].map((video) => [video.video_id, video]));
    this.releaseDates = byId(data.releaseDates);
    this.devPubs = byId(
      data.involvedCompanies.map(({ company, ...rest }) => ({ ...rest, company: companies.get(company) ?? { id: company, name: 'Unknown' } })),
    );
  }

  async getGames(ids: readonly number[]) {
    return pick(this.games, ids);
  }

  async searchByName(query: string, limit: number): Promise<GameSearchResult> {
    const needle = query.trim().toLowerCase();
    const games = needle === '' ? [] : this.gamesByRating.filter((game) => game.name.toLowerCase().includes(needle)).slice(0, Math.max(0, limit));
    return { games, covers: pick(this.covers, games.map((game) => game.cover)) };
  }

  async getCovers(ids: readonly number[]) {
    return pick(this.covers, ids);
  }

  async getArtworks(ids: readonly number[]) {
    return pick(this.artworks, ids);
  }

  async getScreenshots(ids: readonly number[]) {
    return pick(this.screenshots, ids);
  }

  async getGenres(ids: readonly number[]) {
    return pick(this.genres, ids);
  }

  async getThemes(ids: readonly number[]) {
    return pick(this.themes, ids);
  }

  async getPlatforms(ids: readonly number[]) {
    return pick(this.platforms, ids);
  }

  async getVideos(ids: readonly number[]) {
    return pick(this.videos, ids);
  }

  async findVideo(videoId: string) {
    return this.videosByVideoId.get(videoId) ?? null;
  }

  async getDevPubs(ids: readonly number[]) {
    return pick(this.devPubs, ids);
  }

  async getReleaseDates(ids: readonly number[]) {
    return pick(this.releaseDates, ids);
  }

  /** The game and image record behind a bundled image id, or null when there is none. */
  findImage(parsed: ParsedImageId): { game: ExternalGame; image: ExternalImage } | null {
    const game = this.games.get(parsed.game);
    if (!game) return null;
    const id = parsed.kind === 'cover' ? game.cover : parsed.game * 100 + parsed.index;
    const image = (parsed.kind === 'cover' ? this.covers : parsed.kind === 'artwork' ? this.artworks : this.screenshots).get(id);
    const expected = parsed.kind === 'cover' ? coverImageId(game.id) : parsed.kind === 'artwork' ? artworkImageId(game.id, parsed.index) : screenshotImageId(game.id, parsed.index);
    return image && image.image_id === expected ? { game, image } : null;
  }
}
