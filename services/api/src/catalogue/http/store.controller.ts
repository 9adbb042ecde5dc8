import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NotFoundError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CatalogueAnswerCache } from '../queries/catalogue-answer-cache.js';
import { CatalogueQueries } from '../queries/catalogue-queries.js';
import { StoreGameDetails } from '../queries/store-game-details.js';
import { sendCachedAnswer } from './send-cached-answer.js';
import { FEATURED_ANSWER_KEY, gameAnswerKey, listAnswerKey, searchAnswerKey } from './store-answer-keys.js';
import { toStoreGameView } from './store-game.view.js';
import { assertPageInRange, parseGameId, parseListQuery, parseSearchQuery, type StoreListQuery } from './store-query.parser.js';

const PagingQueries = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  ApiQuery({ name: 'page', required: false, example: 1 })(target, key, descriptor);
  ApiQuery({ name: 'limit', required: false, example: 16, description: '1 to 100' })(target, key, descriptor);
  ApiQuery({ name: 'genre', required: false, example: 12 })(target, key, descriptor);
  ApiQuery({ name: 'theme', required: false, example: 17 })(target, key, descriptor);
  ApiQuery({ name: 'maxPrice', required: false, example: 59.99, description: 'Dollars; compares the discounted price' })(target, key, descriptor);
};

/** The storefront's catalogue, read from the catalogue projection (listed games only), through the answer cache. */
@ApiTags('store')
@ApiBadRequestResponse({ description: 'Malformed or unknown filters, out-of-range pages' })
@Controller('store')
export class StoreController {
  constructor(
    private readonly catalogue: CatalogueQueries,
    private readonly details: StoreGameDetails,
    private readonly cache: CatalogueAnswerCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('games/get-all')
  @PagingQueries()
  @ApiQuery({ name: 'sortBy', required: false, enum: ['hypes', 'createdAt', 'rating'] })
  @ApiOperation({ summary: 'A page of listed games: games, total' })
  async getAll(@Query() raw: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    const query = parseListQuery(raw);
    await this.send(req, res, listAnswerKey(query), async () => ({ status: 'success', ...(await this.listPage(query)) }));
  }

  @Get('games/search')
  @PagingQueries()
  @ApiQuery({ name: 'q', required: true, example: 'star' })
  @ApiOperation({ summary: 'Listed games whose name contains q (case-insensitive), paginated' })
  async search(@Query() raw: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    const query = parseSearchQuery(raw);
    await this.send(req, res, searchAnswerKey(query), async () => ({ success: true, ...(await this.listPage(query)) }));
  }

  @Get('games/get')
  @ApiQuery({ name: 'id', required: true, example: 1877 })
  @ApiNotFoundResponse({ description: 'Game not found' })
  @ApiOperation({ summary: 'One listed game with its details: gameData' })
  async getOne(@Query() raw: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    const gameId = parseGameId(raw.id);
    await this.send(req, res, gameAnswerKey(gameId), async () => {
      const gameData = await this.details.find(gameId);
      if (!gameData) throw new NotFoundError('Game not found');
      return { status: 'success', gameData };
    });
  }

  @Get('get-featured')
  @ApiOperation({ summary: 'The featured game (null when none is featured)' })
  async featured(@Req() req: Request, @Res() res: Response) {
    await this.send(req, res, FEATURED_ANSWER_KEY, async () => {
      const row = await this.catalogue.featuredGame();
      return { status: 'success', game: row ? toStoreGameView(row, this.config.imageBaseUrl) : null };
    });
  }

  /** Answers from the cache (filling it on a miss), under the key the fast path looks up. */
  private async send(req: Request, res: Response, key: string, build: () => Promise<unknown>) {
    sendCachedAnswer(req, res, await this.cache.answer(key, build));
  }

  private async listPage({ filter, sort, page, limit }: StoreListQuery) {
    const { rows, total } = await this.catalogue.page(filter, sort, page, limit);
    assertPageInRange(page, limit, total);
    const now = Date.now();
    return {
      games: rows.map((row) => toStoreGameView(row, this.config.imageBaseUrl, now)),
      total,
      page,
      limit,
      totalPages: Math.ceil(total / limit),
    };
  }
}
