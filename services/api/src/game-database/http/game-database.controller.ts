import { Controller, Query } from '@nestjs/common';
import { Route } from '../../common/contract/route.decorator.js';
import type { QueryOf } from '../../common/contract/route-contract.js';
import { GameDatabase } from '../game-database.port.js';
import {
  getArtworks,
  getDevPubs,
  getGenres,
  getPlatforms,
  getReleaseDates,
  getScreenshots,
  getThemes,
  getVideos,
  searchGameDatabase,
} from './game-database.contract.js';

const SEARCH_LIMIT = 50;

type Ids = QueryOf<typeof getArtworks>;
const found = <T>(queryResult: T[]) => ({ success: true, queryResult });

/** The external game database, public and read-only: the `games/get/*` lookups and the name search. */
@Controller()
export class GameDatabaseController {
  constructor(private readonly games: GameDatabase) {}

  @Route(getArtworks)
  async artworks(@Query() { ids }: Ids) {
    return found(await this.games.getArtworks(ids));
  }

  @Route(getScreenshots)
  async screenshots(@Query() { ids }: Ids) {
    return found(await this.games.getScreenshots(ids));
  }

  @Route(getGenres)
  async genres(@Query() { ids }: Ids) {
    return found(await this.games.getGenres(ids));
  }

  @Route(getThemes)
  async themes(@Query() { ids }: Ids) {
    return found(await this.games.getThemes(ids));
  }

  @Route(getPlatforms)
  async platforms(@Query() { ids }: Ids) {
    return found(await this.games.getPlatforms(ids));
  }

  @Route(getVideos)
  async videos(@Query() { ids }: Ids) {
    return found(await this.games.getVideos(ids));
  }

  @Route(getDevPubs)
  async devPubs(@Query() { ids }: Ids) {
    return found(await this.games.getDevPubs(ids));
  }

  @Route(getReleaseDates)
  async releaseDates(@Query() { ids }: Ids) {
    return found(await this.games.getReleaseDates(ids));
  }

  @Route(searchGameDatabase)
  async searchByName(@Query() { search_query }: QueryOf<typeof searchGameDatabase>) {
    const { games, covers } = await this.games.searchByName(search_query, SEARCH_LIMIT);
    return { success: true, queryResult: games, coverResult: covers };
  }
}
