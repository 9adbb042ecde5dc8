import { Body, Controller, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { timeOrderedUuid } from '@keyledger/event-store';
import { NotFoundError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf, QueryOf } from '../../common/contract/route-contract.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { hasPermission } from '../../identity/auth/permissions.js';
import { RateLimiter } from '../../identity/rate-limit/rate-limiter.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { HandleTicketCommand, type TicketCommandResult } from '../commands/ticket-command.js';
import type { TicketActor, TicketCommand } from '../domain/ticket.js';
import { TICKETS_PROJECTION } from '../projections/tickets.projection.js';
import { TicketsReader } from '../queries/tickets-reader.js';
import { allTickets, closeTicket, createTicket, myTickets, replyToTicket, setTicketStatus } from './ticket.contract.js';

/** How long a read waits for the tickets projection to reach what the caller wrote. */
const READ_AFTER_WRITE_WAIT_MS = 2_000;
/** New tickets per account: enough for a shopper with several problems, not for a flood. */
const NEW_TICKETS = { limit: 5, windowSeconds: 600 };
const DEFAULT_LIMIT = 20;

/** The desk's side of a ticket (`admin` in its events) is anyone holding the tickets permission. */
const actorOf = (user: AuthenticatedUser): TicketActor => ({ id: user.id, role: hasPermission(user.role, 'tickets') ? 'admin' : 'customer' });

/** The support desk: a shopper's tickets and the admin's, each command answered with the ticket as it now stands. */
@Controller()
export class TicketController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: TicketsReader,
    private readonly projections: ProjectionsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Route(createTicket)
  async create(@Body() body: BodyOf<typeof createTicket>, @CurrentUser() user: AuthenticatedUser) {
    await this.rateLimiter.consume({ bucket: `ticket-create:account:${user.id}`, ...NEW_TICKETS });
    const ticketId = timeOrderedUuid();
    const command: TicketCommand = { type: 'Open', ticketId, subject: body.subject, message: body.message, orderId: body.orderId ?? null };
    return this.answer(ticketId, 'Ticket created', await this.run(ticketId, command, user));
  }

  @Route(myTickets)
  async mine(@Query() query: QueryOf<typeof myTickets>, @CurrentUser() user: AuthenticatedUser) {
    await this.caughtUpTo(query.position ?? null);
    const { tickets } = await this.reader.list({ userId: user.id, status: query.status ?? null, page: 1, limit: 1_000 });
    return { success: true, tickets };
  }

  @Route(allTickets)
  async all(@Query() query: QueryOf<typeof allTickets>) {
    await this.caughtUpTo(query.position ?? null);
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const found = await this.reader.list({ search: query.search?.trim() || null, status: query.status ?? null, page, limit });
    return { success: true, ...found, page, limit };
  }

  @Route(replyToTicket)
  async reply(@Param() { id }: ParamsOf<typeof replyToTicket>, @Body() body: BodyOf<typeof replyToTicket>, @CurrentUser() user: AuthenticatedUser) {
    return this.answer(id, 'Reply sent successfully', await this.run(id, { type: 'Reply', replyId: timeOrderedUuid(), message: body.message }, user));
  }

  @Route(closeTicket)
  async close(@Param() { id }: ParamsOf<typeof closeTicket>, @CurrentUser() user: AuthenticatedUser) {
    return this.answer(id, 'Ticket closed', await this.run(id, { type: 'Close' }, user));
  }

  @Route(setTicketStatus)
  async setStatus(@Param() { id }: ParamsOf<typeof setTicketStatus>, @Body() body: BodyOf<typeof setTicketStatus>, @CurrentUser() user: AuthenticatedUser) {
    return this.answer(id, `Ticket status updated to ${body.status}`, await this.run(id, { type: 'SetStatus', status: body.status }, user));
  }

  private run(ticketId: string, command: TicketCommand, user: AuthenticatedUser): Promise<TicketCommandResult> {
    return this.commands.execute<HandleTicketCommand, TicketCommandResult>(new HandleTicketCommand(ticketId, command, actorOf(user)));
  }

  private async caughtUpTo(position: number | null): Promise<void> {
    if (position !== null) await this.projections.runner(TICKETS_PROJECTION).waitForPosition(position, READ_AFTER_WRITE_WAIT_MS);
  }

  /** The ticket as the read model has it once it shows what was just written (read-after-write). */
  private async answer(ticketId: string, message: string, { position }: TicketCommandResult) {
    await this.caughtUpTo(position);
    const ticket = await this.reader.get(ticketId);
    if (!ticket) throw new NotFoundError('Ticket not found');
    return { success: true, message, ticket, position };
  }
}
