import { Module } from '@nestjs/common';
import { ProjectionsService } from '../projections/projections.service.js';
import { TicketCommandHandler } from './commands/ticket-command.handler.js';
import { SupportFollowUp } from './follow-up/support-follow-up.js';
import { TicketMails } from './follow-up/ticket-mails.js';
import { TicketController } from './http/ticket.controller.js';
import { ticketsProjection, ticketsProjectionSource } from './projections/tickets.projection.js';
import { TicketsReader } from './queries/tickets-reader.js';

/** Customer support: tickets on `ticket-{id}` streams, their read model, the desk's routes and the shopper's mails. */
@Module({
  controllers: [TicketController],
  providers: [TicketCommandHandler, TicketsReader, TicketMails, SupportFollowUp],
  exports: [TicketsReader],
})
export class SupportModule {
  constructor(projections: ProjectionsService) {
    projections.register(ticketsProjection, ticketsProjectionSource);
  }
}
