import Chip from '@mui/material/Chip';
import { TICKET_STATUS_LABEL, type TicketStatus } from './ticket-types';

/** Filled, so the theme picks a text colour of 4.5:1 on each. */
const COLOR = { open: 'warning', 'in-progress': 'info', closed: 'default' } as const;

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <Chip size="small" label={TICKET_STATUS_LABEL[status]} color={COLOR[status]} data-testid="ticket-status" />;
}
