import { Inject, Injectable } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import { toStoreGameView, type StoreGameView } from '../../catalogue/http/store-game.view.js';
import { CatalogueQueries } from '../../catalogue/queries/catalogue-queries.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { wishlistedGameIds, wishlistStreamId, type WishlistEvent } from '../domain/wishlist.js';

export interface WishlistView {
  userId: string;
  games: Array<{ gameId: number; game: StoreGameView }>;
}

/**
 * A wishlist read straight from its (short) stream, so a shopper sees their change at once;
 * the games' details come from the catalogue. Games taken out of the store are not shown.
 */
@Injectable()
export class WishlistReader {
  constructor(
    private readonly store: EventStore,
    private readonly catalogue: CatalogueQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(userId: string): Promise<WishlistView> {
    const rows = await this.shownRows(userId);
    const now = Date.now();
    return { userId, games: rows.map((row) => ({ gameId: row.game_id, game: toStoreGameView(row, this.config.imageBaseUrl, now) })) };
  }

  /** How many games the wishlist shows (the account's Wishlist Items). */
  async countShown(userId: string): Promise<number> {
    return (await this.shownRows(userId)).length;
  }

  private async shownRows(userId: string) {
    const { events } = await this.store.readStream(wishlistStreamId(userId));
    return this.catalogue.listedGames(wishlistedGameIds(events as unknown as WishlistEvent[]));
  }
}
