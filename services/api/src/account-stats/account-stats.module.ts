import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { AccountStatsController } from './http/account-stats.controller.js';
import { OwnedGamesAndSpendingReader } from './queries/owned-games-and-spending.js';

/**
 * A shopper's figures (games owned, wishlist items, total spending) for their profile and
 * account settings: read from the order-history read model and the wishlist, nothing of its own.
 */
@Module({
  imports: [WishlistModule],
  controllers: [AccountStatsController],
  providers: [OwnedGamesAndSpendingReader],
})
export class AccountStatsModule {}
