import Typography from '@mui/material/Typography';
import type { Ticket } from './ticket-types';

/** Which order a ticket is about, by the number the shopper knows it by; nothing for a ticket about no order. */
export function TicketOrderLine({ ticket }: { ticket: Pick<Ticket, 'orderNumber'> }) {
  if (!ticket.orderNumber) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="ticket-order">
      About order {ticket.orderNumber}
    </Typography>
  );
}
