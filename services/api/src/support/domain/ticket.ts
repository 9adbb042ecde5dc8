/**
 * A support ticket, event-sourced on `ticket-{id}`: opened by a shopper, answered by both sides,
 * its status moved by an admin or closed for good. The decider holds the spec's state machine
 * (admin document, section 4): a customer may close an open or in-progress ticket, irreversibly;
 * an admin may set any status on a ticket that is not closed; a closed ticket takes nothing more.
 */
export const TICKET_STATUSES = ['open', 'in-progress', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketActorRole = 'customer' | 'admin';

export interface TicketActor {
  id: string;
  role: TicketActorRole;
}

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5_000;

export interface TicketOpened {
  type: 'TicketOpened';
  data: { ticketId: string; userId: string; subject: string; message: string; orderId: string | null };
}
export interface TicketReplied {
  type: 'TicketReplied';
  data: { ticketId: string; userId: string; replyId: string; senderId: string; senderRole: TicketActorRole; message: string };
}
export interface TicketStatusChanged {
  type: 'TicketStatusChanged';
  data: { ticketId: string; userId: string; from: TicketStatus; to: TicketStatus; byRole: TicketActorRole };
}
export type TicketEvent = TicketOpened | TicketReplied | TicketStatusChanged;
export const TICKET_EVENT_TYPES = ['TicketOpened', 'TicketReplied', 'TicketStatusChanged'] as const;

export const ticketStreamId = (ticketId: string) => `ticket-${ticketId}`;

export interface TicketState {
  exists: boolean;
  ticketId: string;
  userId: string;
  status: TicketStatus;
}

export type TicketCommand =
  | { type: 'Open'; ticketId: string; subject: string; message: string; orderId: string | null }
  | { type: 'Reply'; replyId: string; message: string }
  | { type: 'Close' }
  | { type: 'SetStatus'; status: TicketStatus };

/** A command the ticket's state or the actor does not allow; `kind` says how the API answers it. */
export class TicketRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'not_found' | 'forbidden' | 'conflict',
  ) {
    super(message);
    this.name = 'TicketRuleError';
  }
}

export const TICKET_NOT_FOUND = 'Ticket not found';

export function foldTicket(events: readonly TicketEvent[]): TicketState {
  const state: TicketState = { exists: false, ticketId: '', userId: '', status: 'open' };
  for (const event of events) {
    if (event.type === 'TicketOpened') Object.assign(state, { exists: true, ticketId: event.data.ticketId, userId: event.data.userId, status: 'open' });
    else if (event.type === 'TicketStatusChanged') state.status = event.data.to;
  }
  return state;
}

/**
 * The events a command makes, or why not. Another customer's ticket does not exist for a customer
 * (404, never 403: its existence is not told). Setting the status a ticket already has changes
 * nothing (no event).
 */
export function decideTicket(command: TicketCommand, state: TicketState, actor: TicketActor): TicketEvent[] {
  if (command.type === 'Open') {
    if (state.exists) throw new TicketRuleError('This ticket already exists', 'conflict');
    if (actor.role !== 'customer') throw new TicketRuleError('Tickets are opened by customers', 'forbidden');
    const { ticketId, subject, message, orderId } = command;
    return [{ type: 'TicketOpened', data: { ticketId, userId: actor.id, subject, message, orderId } }];
  }
  if (!state.exists || (actor.role === 'customer' && actor.id !== state.userId)) throw new TicketRuleError(TICKET_NOT_FOUND, 'not_found');
  const base = { ticketId: state.ticketId, userId: state.userId };
  switch (command.type) {
    case 'Reply':
      if (state.status === 'closed') throw new TicketRuleError('This ticket is closed: it takes no more replies', 'conflict');
      return [{ type: 'TicketReplied', data: { ...base, replyId: command.replyId, senderId: actor.id, senderRole: actor.role, message: command.message } }];
    case 'Close':
      if (state.status === 'closed') throw new TicketRuleError('This ticket is already closed', 'conflict');
      return [{ type: 'TicketStatusChanged', data: { ...base, from: state.status, to: 'closed', byRole: actor.role } }];
    case 'SetStatus':
      if (actor.role !== 'admin') throw new TicketRuleError('Only an admin can change a ticket’s status', 'forbidden');
      if (state.status === 'closed') throw new TicketRuleError('This ticket is closed: its status cannot change', 'conflict');
      if (state.status === command.status) return [];
      return [{ type: 'TicketStatusChanged', data: { ...base, from: state.status, to: command.status, byRole: actor.role } }];
  }
}
