import type { TicketActor, TicketCommand } from '../domain/ticket.js';

/** One command on one ticket (`ticket-{ticketId}`), by a customer or an admin. */
export class HandleTicketCommand {
  constructor(
    readonly ticketId: string,
    readonly command: TicketCommand,
    readonly actor: TicketActor,
  ) {}
}

/** The log position of what the command wrote, or null when it changed nothing. */
export interface TicketCommandResult {
  position: number | null;
}
