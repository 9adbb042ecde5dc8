import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { idempotencyHeader } from '../api/idempotency';
import type { Ticket, TicketAnswer } from './ticket-types';

/** Every list of tickets (the customer's and the admin's) provides this tag. */
export const TICKET_LIST = { type: 'Tickets' as const, id: 'LIST' };

/**
 * Read-your-own-writes for ticket lists. The lists are a read model that follows the event log; a
 * command answers the position it wrote, and the next list request passes the highest such
 * position, so the server answers once its list shows the change.
 */
let latestPosition: number | undefined;
export const ticketListPosition = (): { position?: number } => (latestPosition ? { position: latestPosition } : {});

interface TicketList {
  tickets: Ticket[];
}

/** A cached list with the ticket as it now stands: in its place, or gone when the list's status filter no longer takes it. */
function patchList(list: TicketList, ticket: Ticket, status: string | undefined, add: boolean) {
  const at = list.tickets.findIndex((listed) => listed._id === ticket._id);
  const belongs = !status || status === ticket.status;
  if (at >= 0 && belongs) list.tickets[at] = ticket;
  else if (at >= 0) list.tickets.splice(at, 1);
  else if (add && belongs) list.tickets.unshift(ticket);
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * A ticket command's onQueryStarted: once answered, every cached list shows the ticket from the
 * answer at once (a new ticket added at the top of the customer's lists), and the position is
 * kept for the refetch the command's invalidation starts.
 */
export function showTicketAnswer(add = false) {
  return async (_arg: unknown, { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState(): unknown; queryFulfilled: Promise<{ data: TicketAnswer }> }) => {
    let answer: TicketAnswer;
    try {
      ({ data: answer } = await queryFulfilled);
    } catch {
      return;
    }
    if (answer.position && (!latestPosition || answer.position > latestPosition)) latestPosition = answer.position;
    const cached = baseApi.util.selectInvalidatedBy(getState() as never, [TICKET_LIST]);
    for (const { endpointName, originalArgs } of cached) {
      const status = (originalArgs as { status?: string } | undefined)?.status;
      // The endpoints are injected by the features; each list answers { tickets }.
      const update = baseApi.util.updateQueryData as unknown as (name: string, args: unknown, recipe: (list: TicketList) => void) => UnknownAction;
      dispatch(update(endpointName, originalArgs, (list) => patchList(list, answer.ticket, status, add && endpointName === 'myTickets')));
    }
  };
}

export const ticketsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The ticket's owner or an admin. */
    replyToTicket: build.mutation<TicketAnswer, { ticketId: string; message: string; idempotencyKey: string }>({
      query: ({ ticketId, message, idempotencyKey }) => ({
        url: `ticket/${encodeURIComponent(ticketId)}/reply`,
        method: 'POST',
        body: { message },
        headers: idempotencyHeader(idempotencyKey),
      }),
      onQueryStarted: showTicketAnswer(),
      invalidatesTags: (answer) => (answer ? [TICKET_LIST] : []),
    }),
  }),
});

export const { useReplyToTicketMutation } = ticketsApi;
