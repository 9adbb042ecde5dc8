import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { GameDatabaseModule } from '../game-database/game-database.module.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { PurchasesController } from './http/purchases.controller.js';
import { orderHistoryProjection, orderHistoryProjectionSource } from './projections/order-history.projection.js';
import { OrderDetail } from './queries/order-detail.js';
import { OrderHistoryReader } from './queries/order-history-reader.js';

/** The admin's view of every order: the order-history read model, its list, and one order's detail from its stream. */
@Module({
  imports: [CatalogueModule, GameDatabaseModule],
  controllers: [PurchasesController],
  providers: [OrderHistoryReader, OrderDetail],
})
export class PurchasesModule {
  constructor(projections: ProjectionsService) {
    projections.register(orderHistoryProjection, orderHistoryProjectionSource);
  }
}
