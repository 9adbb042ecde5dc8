import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../../../../shared/format/date';
import { TICKET_STATUS_LABEL } from '../../../../shared/tickets/ticket-types';
import { SectionCard } from '../../../../shared/ui/SectionCard';
import { useGetAllTicketsQuery } from '../../api';
import { USERS_TEXTS as TEXTS } from '../../users-texts';
import { AccountListTable } from './AccountListTable';

/** How many of the account's tickets are listed (the desk's order: open first, then by latest update). */
const TICKETS_SHOWN = 20;
/** The account's tickets as asked for (AccountActivity asks the same). */
export const TICKETS_QUERY = (email: string) => ({ search: email, page: 1, limit: TICKETS_SHOWN });
const HEADINGS = ['Subject', 'Status', 'Updated'] as const;

/** The account's support tickets (GET ticket/all?search=<e-mail>), only those of this account's id. */
export function AccountTickets({ userId, email }: { userId: string; email: string }) {
  const { currentData, isError } = useGetAllTicketsQuery(TICKETS_QUERY(email), { refetchOnMountOrArgChange: true });
  const tickets = currentData?.tickets.filter((ticket) => ticket.userId._id === userId);
  const rows =
    tickets?.map((ticket) => (
      <TableRow key={ticket._id} data-testid="account-ticket">
        <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid="account-ticket-subject">
          {ticket.subject}
        </TableCell>
        <TableCell data-testid="account-ticket-status">{TICKET_STATUS_LABEL[ticket.status]}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <time dateTime={ticket.updatedAt}>{formatDateTime(ticket.updatedAt)}</time>
        </TableCell>
      </TableRow>
    )) ?? null;
  return (
    <SectionCard title={TEXTS.tickets}>
      <AccountListTable
        label={TEXTS.tickets}
        headings={HEADINGS}
        rows={rows}
        failed={isError}
        texts={{ loading: TEXTS.ticketsLoading, failed: TEXTS.ticketsFailed, empty: TEXTS.noTickets }}
        testId="account-tickets"
      />
    </SectionCard>
  );
}
