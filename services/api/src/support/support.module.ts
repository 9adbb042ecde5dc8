import { Module } from '@nestjs/common';
import { ProjectionsService } from '../projections/projections.service.js';
import { TicketCommandHandler } from './commands/ticket-command.handler.js';
import { TicketController } from './http/ticket.controller.js';
import { ticketsProjection, ticketsProjectionSource } from './projections/tickets.projection.js';
import { TicketsReader } from './queries/tickets-reader.js';

/** Customer support: tickets on `ticket-{id}` streams, their read model and the desk's routes. */
@Module({
  controllers: [TicketController],
  providers: [TicketCommandHandler, TicketsReader],
})
export class SupportModule {
  constructor(projections: ProjectionsService) {
    projections.register(ticketsProjection, ticketsProjectionSource);
  }
}
