import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { OrderingModule } from '../ordering/ordering.module.js';
import { CardRefunds } from './follow-up/card-refunds.js';
import { KeyChangeMails } from './follow-up/key-change-mails.js';
import { RefundFollowUp } from './follow-up/refund-follow-up.js';
import { RefundKeyHandler } from './commands/refund-key.handler.js';
import { ReplaceKeyHandler } from './commands/replace-key.handler.js';
import { ApproveRefundHandler } from './commands/approve-refund.handler.js';
import { DeclineRefundHandler } from './commands/decline-refund.handler.js';
import { RefundController } from './http/refund.controller.js';
import { RefundRequestsController } from './http/refund-requests.controller.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { refundRequestsProjection, refundRequestsProjectionSource } from './projections/refund-requests.projection.js';
import { RefundRequestsReader } from './queries/refund-requests-reader.js';

/**
 * Refunds and key replacements on `order-{id}` streams, with their wallet credits and voided keys,
 * refunds above the approval threshold waiting for a second admin (refund-requests read model),
 * and what follows them from the log: card refunds at the gateway and the shopper's mails.
 */
@Module({
  imports: [CatalogueModule, OrderingModule],
  controllers: [RefundController, RefundRequestsController],
  providers: [RefundKeyHandler, ReplaceKeyHandler, ApproveRefundHandler, DeclineRefundHandler, RefundRequestsReader, CardRefunds, KeyChangeMails, RefundFollowUp],
})
export class RefundsModule {
  constructor(projections: ProjectionsService) {
    projections.register(refundRequestsProjection, refundRequestsProjectionSource);
  }
}
