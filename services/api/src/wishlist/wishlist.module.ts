import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ChangeWishlistHandler } from './commands/change-wishlist.handler.js';
import { WishlistController } from './http/wishlist.controller.js';
import { WishlistReader } from './queries/wishlist-reader.js';

@Module({
  imports: [CatalogueModule],
  controllers: [WishlistController],
  providers: [ChangeWishlistHandler, WishlistReader],
  exports: [WishlistReader],
})
export class WishlistModule {}
