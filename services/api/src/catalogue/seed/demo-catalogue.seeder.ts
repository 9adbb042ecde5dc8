import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore, type Actor } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { GENERATED_GAME_DATA, type GeneratedGameDatabase } from '../../game-database/index.js';
import { ChangeListingCommand } from '../commands/change-listing.command.js';
import { FeatureGameCommand } from '../commands/feature-game.command.js';
import { ListGameCommand } from '../commands/list-game.command.js';
import { FEATURED_SLOT_STREAM } from '../domain/featured-slot.js';
import { listingStreamId } from '../domain/listing.events.js';
import { demoCataloguePlan, demoFeaturedGameId, randomActivationKey } from './demo-catalogue-plan.js';

const SEEDER: Actor = { id: 'demo-seed', role: 'system' };

/**
 * With SEED_DEMO, lists the demo catalogue through the real command handlers (keys into the
 * vault, events on the game streams) and features one game. Games already in the store are
 * left as they are, so a restart adds nothing.
 */
@Injectable()
export class DemoCatalogueSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(GENERATED_GAME_DATA) private readonly data: GeneratedGameDatabase,
    private readonly commands: CommandBus,
    private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo) await this.seed();
  }

  async seed(): Promise<void> {
    const started = Date.now();
    const plan = demoCataloguePlan(this.data.games);
    const existing = await this.store.pool.query<{ stream_id: string }>('SELECT stream_id FROM streams WHERE stream_id = ANY ($1::text[])', [
      plan.map((listing) => listingStreamId(listing.gameId)),
    ]);
    const alreadyListed = new Set(existing.rows.map((row) => row.stream_id));
    let listed = 0;
    for (const listing of plan) {
      if (alreadyListed.has(listingStreamId(listing.gameId))) continue;
      const keys = Array.from({ length: listing.keyCount }, randomActivationKey);
      await this.commands.execute(new ListGameCommand(listing.gameId, listing.priceCents, keys, SEEDER));
      if (listing.discountPercent > 0) {
        await this.commands.execute(new ChangeListingCommand({ type: 'SetDiscount', gameId: listing.gameId, discountPercent: listing.discountPercent }, SEEDER));
      }
      listed += 1;
    }
    const slot = await this.store.readStream(FEATURED_SLOT_STREAM);
    if (slot.currentVersion === 0) await this.commands.execute(new FeatureGameCommand(demoFeaturedGameId(plan, this.data.games), SEEDER));
    if (listed > 0) this.logger.info({ listed, ms: Date.now() - started }, `Demo catalogue: ${listed} games listed with keys`);
  }
}
