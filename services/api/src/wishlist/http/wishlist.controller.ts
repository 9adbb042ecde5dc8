import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ForbiddenError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf } from '../../common/contract/route-contract.js';
import { assertOwnerOr } from '../../identity/auth/access-policy.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { ChangeWishlistCommand } from '../commands/change-wishlist.command.js';
import { WishlistReader } from '../queries/wishlist-reader.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.contract.js';

const ownWishlistOnly = (actor: AuthenticatedUser, userId: string) => {
  if (actor.id !== userId) throw new ForbiddenError('You can only change your own wishlist');
};

/** A shopper's wishlist: read by its owner (or an admin), changed only by its owner. */
@Controller()
export class WishlistController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: WishlistReader,
  ) {}

  @Route(getWishlist)
  async get(@Param() { userId }: ParamsOf<typeof getWishlist>, @CurrentUser() actor: AuthenticatedUser) {
    assertOwnerOr(actor, userId, 'staff-management');
    return { status: 'success', wishlist: await this.reader.read(userId) };
  }

  @Route(addToWishlist)
  async add(@Body() body: BodyOf<typeof addToWishlist>, @CurrentUser() actor: AuthenticatedUser) {
    ownWishlistOnly(actor, body.userId);
    await this.commands.execute(new ChangeWishlistCommand('add', body.userId, body.gameId));
    return { status: 'success', message: 'Added to wishlist', wishlist: await this.reader.read(body.userId) };
  }

  @Route(removeFromWishlist)
  async remove(@Body() body: BodyOf<typeof removeFromWishlist>, @CurrentUser() actor: AuthenticatedUser) {
    ownWishlistOnly(actor, body.userId);
    await this.commands.execute(new ChangeWishlistCommand('remove', body.userId, body.gameId));
    return { status: 'success', message: 'Game removed from wishlist', wishlist: await this.reader.read(body.userId) };
  }
}
