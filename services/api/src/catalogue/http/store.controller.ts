import { Controller, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { QueryOf } from '../../common/contract/route-contract.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CatalogueAnswerCache } from '../queries/catalogue-answer-cache.js';
import { CatalogueQueries } from '../queries/catalogue-queries.js';
import { StoreGameDetails } from '../queries/store-game-details.js';
import { sendCachedAnswer } from './send-cached-answer.js';
import { FEATURED_ANSWER_KEY, gameAnswerKey, listAnswerKey, searchAnswerKey } from './store-answer-keys.js';
import { toStoreGameView } from './store-game.view.js';
import { assertPageInRange, type StoreListQuery } from './store-query.parser.js';
import { getFeaturedGame, getStoreGame, listStoreGames, searchStoreGames } from './store.contract.js';

/** The storefront's catalogue, read from the catalogue projection (listed games only), through the answer cache. */
@Controller()
export class StoreController {
  constructor(
    private readonly catalogue: CatalogueQueries,
    private readonly details: StoreGameDetails,
    private readonly cache: CatalogueAnswerCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(listStoreGames)
  async getAll(@Query() query: QueryOf<typeof listStoreGames>, @Req() req: FastifyRequest, @Res() res: FastifyReply) {
    await this.send(req, res, listAnswerKey(query), async () => ({ status: 'success', ...(await this.listPage(query)) }));
  }

  @Route(searchStoreGames)
  async search(@Query() query: QueryOf<typeof searchStoreGames>, @Req() req: FastifyRequest, @Res() res: FastifyReply) {
    await this.send(req, res, searchAnswerKey(query), async () => ({ success: true, ...(await this.listPage(query)) }));
  }

  @Route(getStoreGame)
  async getOne(@Query() { id: gameId }: QueryOf<typeof getStoreGame>, @Req() req: FastifyRequest, @Res() res: FastifyReply) {
    await this.send(req, res, gameAnswerKey(gameId), async () => {
      const gameData = await this.details.find(gameId);
      if (!gameData) throw new NotFoundError('Game not found');
      return { status: 'success', gameData };
    });
  }

  @Route(getFeaturedGame)
  async featured(@Req() req: FastifyRequest, @Res() res: FastifyReply) {
    await this.send(req, res, FEATURED_ANSWER_KEY, async () => {
      const row = await this.catalogue.featuredGame();
      return { status: 'success', game: row ? toStoreGameView(row, this.config.imageBaseUrl) : null };
    });
  }

  /** Answers from the cache (filling it on a miss). */
  private async send(req: FastifyRequest, res: FastifyReply, key: string, build: () => Promise<unknown>) {
    await sendCachedAnswer(req, res, await this.cache.answer(key, build));
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
