import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { OrderingModule } from '../ordering/ordering.module.js';
import { CardRefunds } from './follow-up/card-refunds.js';
import { KeyChangeMails } from './follow-up/key-change-mails.js';
import { RefundFollowUp } from './follow-up/refund-follow-up.js';
import { RefundKeyHandler } from './commands/refund-key.handler.js';
import { ReplaceKeyHandler } from './commands/replace-key.handler.js';
import { RefundController } from './http/refund.controller.js';

/**
 * Refunds and key replacements on `order-{id}` streams, with their wallet credits and voided keys,
 * and what follows them from the log: card refunds at the gateway and the shopper's mails.
 */
@Module({
  imports: [CatalogueModule, OrderingModule],
  controllers: [RefundController],
  providers: [RefundKeyHandler, ReplaceKeyHandler, CardRefunds, KeyChangeMails, RefundFollowUp],
})
export class RefundsModule {}
