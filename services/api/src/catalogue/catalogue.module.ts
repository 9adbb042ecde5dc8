import { Module } from '@nestjs/common';
import { GameDatabaseModule } from '../game-database/index.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { AddKeysHandler } from './commands/add-keys.handler.js';
import { ChangeListingHandler } from './commands/change-listing.handler.js';
import { FeatureGameHandler } from './commands/feature-game.handler.js';
import { ListGameHandler } from './commands/list-game.handler.js';
import { UnlistGameHandler } from './commands/unlist-game.handler.js';
import { AdminStoreController } from './http/admin-store.controller.js';
import { KeyAccessController } from './http/key-access.controller.js';
import { ExportKeysHandler, ShowKeyHandler } from './commands/hand-out-keys.handlers.js';
import { GameKeysReader } from './queries/game-keys-reader.js';
import { KeyAccessHistory } from './queries/key-access-history.js';
import { StoreController } from './http/store.controller.js';
import { KeyAllocator } from './key-vault/key-allocator.js';
import { KeyVault } from './key-vault/key-vault.js';
import { catalogueProjection, catalogueProjectionSource } from './projections/catalogue.projection.js';
import { CatalogueAnswerCache } from './queries/catalogue-answer-cache.js';
import { CatalogueQueries } from './queries/catalogue-queries.js';
import { StoreGameDetails } from './queries/store-game-details.js';
import { DemoCatalogueSeeder } from './seed/demo-catalogue.seeder.js';

const CommandHandlers = [ListGameHandler, AddKeysHandler, ChangeListingHandler, FeatureGameHandler, UnlistGameHandler, ExportKeysHandler, ShowKeyHandler];

/** Store listings on `game-{id}` streams, the key vault, the catalogue read model and the store API. */
@Module({
  imports: [GameDatabaseModule],
  controllers: [StoreController, AdminStoreController, KeyAccessController],
  providers: [...CommandHandlers, KeyVault, KeyAllocator, CatalogueQueries, CatalogueAnswerCache, StoreGameDetails, GameKeysReader, KeyAccessHistory, DemoCatalogueSeeder],
  exports: [CatalogueQueries, KeyVault, KeyAllocator],
})
export class CatalogueModule {
  constructor(projections: ProjectionsService) {
    projections.register(catalogueProjection, catalogueProjectionSource);
  }
}
