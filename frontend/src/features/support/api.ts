import { baseApi } from '../../shared/api/base-api';
import { idempotencyHeader } from '../../shared/api/idempotency';
import { showTicketAnswer, TICKET_LIST, ticketListPosition } from '../../shared/tickets/tickets-api';
import type { Ticket, TicketAnswer, TicketStatus } from '../../shared/tickets/ticket-types';

export interface NewTicket {
  subject: string;
  message: string;
  /** One of the shopper's own orders. */
  orderId?: string;
  idempotencyKey: string;
}

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's tickets with their replies: open, in progress, closed, each by latest update. */
    myTickets: build.query<{ success: true; tickets: Ticket[] }, { status?: TicketStatus }>({
      query: ({ status }) => ({ url: 'ticket/my', params: { ...(status ? { status } : {}), ...ticketListPosition() } }),
      providesTags: (answer) => [TICKET_LIST, ...(answer?.tickets ?? []).map((ticket) => ({ type: 'Tickets' as const, id: ticket._id }))],
    }),
    createTicket: build.mutation<TicketAnswer, NewTicket>({
      query: ({ idempotencyKey, ...ticket }) => ({ url: 'ticket/create', method: 'POST', body: ticket, headers: idempotencyHeader(idempotencyKey) }),
      onQueryStarted: showTicketAnswer(true),
      invalidatesTags: (answer) => (answer ? [TICKET_LIST] : []),
    }),
    closeTicket: build.mutation<TicketAnswer, string>({
      query: (ticketId) => ({ url: `ticket/${encodeURIComponent(ticketId)}/close`, method: 'PATCH' }),
      onQueryStarted: showTicketAnswer(),
      invalidatesTags: (answer) => (answer ? [TICKET_LIST] : []),
    }),
  }),
});

export const { useMyTicketsQuery, useCreateTicketMutation, useCloseTicketMutation } = supportApi;
