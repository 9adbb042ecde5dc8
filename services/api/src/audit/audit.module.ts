import { Module } from '@nestjs/common';
import { AuditController } from './http/audit.controller.js';
import { EventActors } from './queries/event-actors.js';
import { OrderTimeline } from './queries/order-timeline.js';
import { WalletStatement } from './queries/wallet-statement.js';

/** Who did what: order timelines and wallet statements from the event log, with each event's actor. */
@Module({
  controllers: [AuditController],
  providers: [EventActors, OrderTimeline, WalletStatement],
  exports: [WalletStatement],
})
export class AuditModule {}
