import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { GameDatabase, PLATFORM_NAMES } from '../../game-database/index.js';
import { toStoreGameView, type StoreGameView } from '../http/store-game.view.js';
import { CatalogueQueries } from './catalogue-queries.js';

/** The game page's game: the listing from the catalogue, the details from the game database. */
export interface StoreGameDetailView extends StoreGameView {
  storyline: string;
  screenshots: Array<{ id: number; image_id: string }>;
  videos: Array<{ id: number; video_id: string; name: string; url: string }>;
  involved_companies: Array<{ role: 'Developer' | 'Publisher'; companyName: string }>;
  platforms: Array<{ id: number; name: string }>;
  release_dates: Array<{ human: string; platform: number }>;
  game_modes: number[];
  multiplayer_modes: unknown[];
  category: number;
  hasSteamAchievements: boolean;
  hasSteamWorkshop: boolean;
  controllerSupport: boolean;
}

@Injectable()
export class StoreGameDetails {
  constructor(
    private readonly catalogue: CatalogueQueries,
    private readonly games: GameDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Null when the game is not listed (or unknown). */
  async find(gameId: number): Promise<StoreGameDetailView | null> {
    const row = await this.catalogue.listedGame(gameId);
    if (!row) return null;
    const listing = toStoreGameView(row, this.config.imageBaseUrl);
    const [game] = await this.games.getGames([gameId]);
    if (!game) return null;
    const [screenshots, videos, companies, platforms, releaseDates] = await Promise.all([
      this.games.getScreenshots(game.screenshots),
      this.games.getVideos(game.videos),
      this.games.getDevPubs(game.involved_companies),
      this.games.getPlatforms(game.platforms),
      this.games.getReleaseDates(game.release_dates),
    ]);
    return {
      ...listing,
      storyline: game.storyline,
      screenshots: screenshots.map(({ id, image_id }) => ({ id, image_id })),
      videos: videos.map(({ id, video_id, name, url }) => ({ id, video_id, name, url })),
      involved_companies: companies.flatMap((company) => [
        ...(company.developer ? [{ role: 'Developer' as const, companyName: company.company.name }] : []),
        ...(company.publisher ? [{ role: 'Publisher' as const, companyName: company.company.name }] : []),
      ]),
      platforms: platforms.map(({ id, name }) => ({ id, name: name ?? PLATFORM_NAMES[id] ?? `Platform ${id}` })),
      release_dates: releaseDates.map(({ human, platform }) => ({ human, platform })),
      game_modes: [...game.game_modes],
      multiplayer_modes: [...game.multiplayer_modes],
      category: game.category,
      hasSteamAchievements: game.hasSteamAchievements,
      hasSteamWorkshop: game.hasSteamWorkshop,
      controllerSupport: game.controllerSupport,
    };
  }
}
