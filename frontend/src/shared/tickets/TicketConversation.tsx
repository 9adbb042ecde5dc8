import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import { ReplyBox } from './ReplyBox';
import { TicketThread, type ThreadLabels } from './TicketThread';
import type { Ticket } from './ticket-types';

/** The spec's note on a closed ticket, which takes no more replies. */
export const TICKET_CLOSED_NOTE = 'This ticket has been resolved and closed.';

/** A ticket's messages, then the reply box while it is open, or the closed note once it is closed. */
export function TicketConversation({
  ticket,
  labels,
  mine,
  send,
  sending,
}: {
  ticket: Ticket;
  labels: ThreadLabels;
  mine: 'customer' | 'admin';
  send(message: string, idempotencyKey: string): Promise<boolean>;
  sending: boolean;
}) {
  return (
    <>
      <Divider />
      <TicketThread ticket={ticket} labels={labels} mine={mine} />
      {ticket.status === 'closed' ? (
        <Alert severity="info" data-testid="ticket-closed-note">
          {TICKET_CLOSED_NOTE}
        </Alert>
      ) : (
        <ReplyBox key={ticket._id} send={send} busy={sending} />
      )}
    </>
  );
}
