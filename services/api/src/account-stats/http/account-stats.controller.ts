import { Controller, Param, Query } from '@nestjs/common';
import { NotFoundError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { ParamsOf, QueryOf } from '../../common/contract/route-contract.js';
import { centsToDollars } from '../../common/money/money.js';
import { assertOwnerOr } from '../../identity/auth/access-policy.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { ORDER_HISTORY_PROJECTION } from '../../purchases/projections/order-history.projection.js';
import { WishlistReader } from '../../wishlist/queries/wishlist-reader.js';
import { OwnedGamesAndSpendingReader } from '../queries/owned-games-and-spending.js';
import { getAccountStats } from './account-stats.contract.js';

/** How long a read waits for the order-history projection to reach a position the caller wrote (as the inventory waits). */
const READ_AFTER_WRITE_WAIT_MS = 2_000;

/** The figures of /profile and /account-settings, in one call: the owner's, or anyone's for an admin. */
@Controller()
export class AccountStatsController {
  constructor(
    private readonly owned: OwnedGamesAndSpendingReader,
    private readonly wishlist: WishlistReader,
    private readonly users: UsersRepository,
    private readonly projections: ProjectionsService,
  ) {}

  @Route(getAccountStats)
  async get(@Param() { id }: ParamsOf<typeof getAccountStats>, @Query() { position }: QueryOf<typeof getAccountStats>, @CurrentUser() actor: AuthenticatedUser) {
    assertOwnerOr(actor, id, 'staff-management');
    if (actor.id !== id && !(await this.users.findById(id))) throw new NotFoundError('User not found');
    if (position !== undefined) await this.projections.runner(ORDER_HISTORY_PROJECTION).waitForPosition(position, READ_AFTER_WRITE_WAIT_MS);
    // The wishlist is read from its stream, so it needs no wait.
    const [{ gamesOwned, spentCents }, wishlistItems] = await Promise.all([this.owned.read(id), this.wishlist.countShown(id)]);
    return { status: 'success', stats: { userId: id, gamesOwned, wishlistItems, totalSpending: centsToDollars(spentCents) } };
  }
}
