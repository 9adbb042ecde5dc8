import { Module } from '@nestjs/common';
import { ProjectionsService } from '../projections/projections.service.js';
import { DashboardController } from './http/dashboard.controller.js';
import { salesProjection, salesProjectionSource } from './projections/sales.projection.js';
import { RecentOrders } from './queries/recent-orders.js';
import { SalesFigures } from './queries/sales-figures.js';

/** The admin dashboard: a sales read model over the order events, and its figures. */
@Module({
  controllers: [DashboardController],
  providers: [SalesFigures, RecentOrders],
})
export class DashboardModule {
  constructor(projections: ProjectionsService) {
    projections.register(salesProjection, salesProjectionSource);
  }
}
