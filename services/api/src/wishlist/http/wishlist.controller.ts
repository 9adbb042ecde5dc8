import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BadRequestError, ForbiddenError } from '../../common/app-errors.js';
import { assertOwnerOrAdmin } from '../../identity/auth/access-policy.js';
import { CurrentUser, SignedIn } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { ChangeWishlistCommand } from '../commands/change-wishlist.command.js';
import { WishlistReader } from '../queries/wishlist-reader.js';
import { WishlistChangeDto } from './dto/wishlist-change.dto.js';

const ownWishlistOnly = (actor: AuthenticatedUser, userId: string) => {
  if (actor.id !== userId) throw new ForbiddenError('You can only change your own wishlist');
};

/** A shopper's wishlist: read by its owner (or an admin), changed only by its owner. */
@ApiTags('wishlist')
@ApiForbiddenResponse({ description: "Another user's wishlist" })
@Controller('wishlist')
export class WishlistController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: WishlistReader,
  ) {}

  @Get(':userId')
  @SignedIn()
  @ApiOperation({ summary: 'Your wishlist: wishlist.games' })
  async get(
    @Param('userId', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestError('Invalid user id') })) userId: string,
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    assertOwnerOrAdmin(actor, userId);
    return { status: 'success', wishlist: await this.reader.read(userId) };
  }

  @Post('add')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Add a listed game to your wishlist (adding it twice changes nothing)' })
  async add(@Body() body: WishlistChangeDto, @CurrentUser() actor: AuthenticatedUser) {
    ownWishlistOnly(actor, body.userId);
    await this.commands.execute(new ChangeWishlistCommand('add', body.userId, body.gameId));
    return { status: 'success', message: 'Added to wishlist', wishlist: await this.reader.read(body.userId) };
  }

  @Post('remove')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Remove a game from your wishlist' })
  async remove(@Body() body: WishlistChangeDto, @CurrentUser() actor: AuthenticatedUser) {
    ownWishlistOnly(actor, body.userId);
    await this.commands.execute(new ChangeWishlistCommand('remove', body.userId, body.gameId));
    return { status: 'success', message: 'Game removed from wishlist', wishlist: await this.reader.read(body.userId) };
  }
}
