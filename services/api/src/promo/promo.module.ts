import { Module } from '@nestjs/common';
import { ProjectionsService } from '../projections/projections.service.js';
import { ChangePromoHandler } from './commands/change-promo.handler.js';
import { CreatePromoHandler, DeletePromoHandler } from './commands/promo.handlers.js';
import { PromoController } from './http/promo.controller.js';
import { PromoList } from './http/promo-list.js';
import { promoCodesProjection, promoCodesProjectionSource } from './projections/promo-codes.projection.js';
import { DemoPromoSeeder } from './seed/demo-promo.seeder.js';

/** Promo codes on `promo-{CODE}` streams: admin create/change/delete/list, and the shopper's preview. */
@Module({
  controllers: [PromoController],
  providers: [CreatePromoHandler, DeletePromoHandler, ChangePromoHandler, PromoList, DemoPromoSeeder],
})
export class PromoModule {
  constructor(projections: ProjectionsService) {
    projections.register(promoCodesProjection, promoCodesProjectionSource);
  }
}
