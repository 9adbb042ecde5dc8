import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { GameDatabase } from '../game-database.port.js';
import { parseIdList } from './parse-id-list.js';
import { parseSearchQuery } from './parse-search-query.js';

const SEARCH_LIMIT = 50;

const IdsQuery = () =>
  ApiQuery({ name: 'ids', type: String, example: '187701,187702', description: 'Comma-separated record ids, at most 100; unknown ids are left out of the answer' });

const found = <T>(queryResult: T[]) => ({ success: true, queryResult });

/** The external game database, public and read-only: the `games/get/*` lookups and the name search. */
@ApiTags('game-database')
@ApiBadRequestResponse({ description: 'Malformed ids or a blank search' })
@Controller('games')
export class GameDatabaseController {
  constructor(private readonly games: GameDatabase) {}

  @Get('get/artworks')
  @IdsQuery()
  @ApiOperation({ summary: 'Artworks by id: id, game, image_id, url' })
  async artworks(@Query('ids') ids: unknown) {
    return found(await this.games.getArtworks(parseIdList(ids)));
  }

  @Get('get/screenshots')
  @IdsQuery()
  @ApiOperation({ summary: 'Screenshots by id: id, game, image_id, url' })
  async screenshots(@Query('ids') ids: unknown) {
    return found(await this.games.getScreenshots(parseIdList(ids)));
  }

  @Get('get/genres')
  @IdsQuery()
  @ApiOperation({ summary: 'Genres by id: id, name' })
  async genres(@Query('ids') ids: unknown) {
    return found(await this.games.getGenres(parseIdList(ids)));
  }

  @Get('get/themes')
  @IdsQuery()
  @ApiOperation({ summary: 'Themes by id: id, name' })
  async themes(@Query('ids') ids: unknown) {
    return found(await this.games.getThemes(parseIdList(ids)));
  }

  @Get('get/platforms')
  @IdsQuery()
  @ApiOperation({ summary: 'Platforms by id: id, name' })
  async platforms(@Query('ids') ids: unknown) {
    return found(await this.games.getPlatforms(parseIdList(ids)));
  }

  @Get('get/videos')
  @IdsQuery()
  @ApiOperation({ summary: 'Videos by id: id, game, video_id, name' })
  async videos(@Query('ids') ids: unknown) {
    return found(await this.games.getVideos(parseIdList(ids)));
  }

  @Get('get/devpubs')
  @IdsQuery()
  @ApiOperation({ summary: 'Involved companies by id: id, game, company {id, name}, developer, publisher' })
  async devPubs(@Query('ids') ids: unknown) {
    return found(await this.games.getDevPubs(parseIdList(ids)));
  }

  @Get('get/release-dates')
  @IdsQuery()
  @ApiOperation({ summary: 'Release dates by id: id, game, date (unix seconds), human, platform, y, m' })
  async releaseDates(@Query('ids') ids: unknown) {
    return found(await this.games.getReleaseDates(parseIdList(ids)));
  }

  @Get('search/name')
  @ApiQuery({ name: 'search_query', type: String, example: 'cyber', description: 'Part of a game name, case-insensitive' })
  @ApiOperation({ summary: 'Games whose name contains the text, best rated first (at most 50), with their covers' })
  async searchByName(@Query('search_query') query: unknown) {
    const { games, covers } = await this.games.searchByName(parseSearchQuery(query), SEARCH_LIMIT);
    return { success: true, queryResult: games, coverResult: covers };
  }
}
