import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { BadRequestError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf, QueryOf } from '../../common/contract/route-contract.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { AddKeysCommand, type AddKeysResult } from '../commands/add-keys.command.js';
import { ChangeListingCommand, type ChangeListingResult } from '../commands/change-listing.command.js';
import { FeatureGameCommand, type FeatureGameResult } from '../commands/feature-game.command.js';
import { ExportKeysCommand, ShowKeyCommand, type ExportedKeys, type ShownKey } from '../commands/hand-out-keys.command.js';
import { ListGameCommand, type ListGameResult } from '../commands/list-game.command.js';
import { UnlistGameCommand } from '../commands/unlist-game.command.js';
import { CatalogueQueries } from '../queries/catalogue-queries.js';
import { GameKeysReader } from '../queries/game-keys-reader.js';
import {
  addGame,
  countGames,
  deleteGame,
  exportGameKeys,
  listGameKeys,
  setDiscount,
  setFeatured,
  showGameKey,
  updateGame,
} from './admin-store.contract.js';
import { keysOf } from './uploaded-keys.js';

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, role: user.role });

/** Running the catalogue: each route hands one command to the bus, which records it on the game's stream with the acting admin. */
@Controller()
export class AdminStoreController {
  constructor(
    private readonly commands: CommandBus,
    private readonly catalogue: CatalogueQueries,
    private readonly keys: GameKeysReader,
  ) {}

  @Route(addGame)
  async addGame(@Body() { newGame }: BodyOf<typeof addGame>, @CurrentUser() admin: AuthenticatedUser) {
    const uploaded = keysOf(newGame, true)!;
    const listed = await this.commands.execute<ListGameCommand, ListGameResult>(new ListGameCommand(newGame.gameId, newGame.price, uploaded.keys, actorOf(admin)));
    return { success: true, message: 'Game added to the store', gameId: listed.gameId, keysAdded: listed.keysAdded, headerSkipped: uploaded.headerSkipped, position: listed.position };
  }

  @Route(updateGame)
  async updateGame(@Body() body: BodyOf<typeof updateGame>, @CurrentUser() admin: AuthenticatedUser) {
    const uploaded = keysOf(body, false);
    if (!uploaded && body.price === undefined) throw new BadRequestError('Nothing to change: give a price, keys or both');
    // Keys first: a refused upload (a duplicate) then leaves the price as it was too.
    let position = 0;
    let keysAdded = 0;
    if (uploaded) {
      const added = await this.commands.execute<AddKeysCommand, AddKeysResult>(new AddKeysCommand(body.gameId, uploaded.keys, actorOf(admin)));
      ({ keysAdded, position } = added);
    }
    let priceChanged = false;
    if (body.price !== undefined) {
      const changed = await this.commands.execute<ChangeListingCommand, ChangeListingResult>(
        new ChangeListingCommand({ type: 'ChangePrice', gameId: body.gameId, priceCents: body.price }, actorOf(admin)),
      );
      priceChanged = changed.changed;
      if (changed.changed) position = changed.position;
    }
    return { success: true, message: 'Game updated', gameId: body.gameId, keysAdded, headerSkipped: uploaded?.headerSkipped ?? false, priceChanged, position };
  }

  @Route(setDiscount)
  async setDiscount(@Body() body: BodyOf<typeof setDiscount>, @CurrentUser() admin: AuthenticatedUser) {
    const changed = await this.commands.execute<ChangeListingCommand, ChangeListingResult>(
      new ChangeListingCommand({ type: 'SetDiscount', gameId: body.gameId, discountPercent: body.discount }, actorOf(admin)),
    );
    return { success: true, message: 'Discount Set Successfully!', position: changed.position };
  }

  @Route(setFeatured)
  async setFeatured(@Body() body: BodyOf<typeof setFeatured>, @CurrentUser() admin: AuthenticatedUser) {
    const featured = await this.commands.execute<FeatureGameCommand, FeatureGameResult>(new FeatureGameCommand(body.gameId, actorOf(admin)));
    return { success: true, message: 'Game featured', previousGameId: featured.previousGameId, position: featured.position };
  }

  @Route(deleteGame)
  async deleteGame(@Body() body: BodyOf<typeof deleteGame>, @CurrentUser() admin: AuthenticatedUser) {
    const position = await this.commands.execute<UnlistGameCommand, number>(new UnlistGameCommand(body.gameId, actorOf(admin)));
    return { success: true, message: 'Game removed from the store', position };
  }

  @Route(countGames)
  async count() {
    return { success: true, total: await this.catalogue.listedCount() };
  }

  @Route(listGameKeys)
  async listKeys(@Param() { gameId }: ParamsOf<typeof listGameKeys>, @Query() query: QueryOf<typeof listGameKeys>) {
    const page = await this.keys.page(gameId, query.status, query.page, query.limit);
    return { success: true, ...page, page: query.page, limit: query.limit };
  }

  @Route(showGameKey)
  async showKey(@Param() { gameId, keyId }: ParamsOf<typeof showGameKey>, @CurrentUser() admin: AuthenticatedUser) {
    const shown = await this.commands.execute<ShowKeyCommand, ShownKey>(new ShowKeyCommand(gameId, keyId, actorOf(admin)));
    return { success: true, ...shown };
  }

  @Route(exportGameKeys)
  async exportKeys(@Param() { gameId }: ParamsOf<typeof exportGameKeys>, @CurrentUser() admin: AuthenticatedUser, @Res() res: FastifyReply) {
    const exported = await this.commands.execute<ExportKeysCommand, ExportedKeys>(new ExportKeysCommand(gameId, actorOf(admin)));
    return res
      .status(200)
      .headers({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="game-${gameId}-keys.csv"`, 'Cache-Control': 'no-store' })
      .send(exported.keys.map((key) => `${key}\n`).join(''));
  }
}
