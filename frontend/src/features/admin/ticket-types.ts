import type { Ticket, TicketStatus } from '../../shared/tickets/ticket-types';

/** The desk's list as sent: blank filters are left out. */
export interface TicketsQuery {
  search?: string;
  status?: TicketStatus;
  page: number;
  limit: number;
}

export interface TicketsPage {
  success: true;
  tickets: Ticket[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}
