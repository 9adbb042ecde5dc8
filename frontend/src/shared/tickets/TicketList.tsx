import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../format/date';
import { TicketStatusChip } from './TicketStatusChip';
import type { Ticket } from './ticket-types';

/** One row's height, loading or loaded, so nothing moves when the tickets arrive. */
const ROW_HEIGHT = 76;

/** Tickets in the API's order; the chosen one is marked current. Subjects are shown as text. */
export function TicketList({
  tickets,
  loading,
  selectedId,
  onSelect,
  label,
  customer = false,
  skeletonRows = 4,
}: {
  tickets: Ticket[];
  loading: boolean;
  selectedId: string | null;
  onSelect(ticket: Ticket): void;
  label: string;
  /** Admins see whose ticket each one is. */
  customer?: boolean;
  skeletonRows?: number;
}) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading tickets" sx={{ display: 'grid', gap: 0.5 }}>
        {Array.from({ length: skeletonRows }, (_, n) => (
          <Skeleton key={n} variant="rounded" height={ROW_HEIGHT} />
        ))}
      </Box>
    );
  }
  return (
    <List aria-label={label} disablePadding sx={{ display: 'grid', gap: 0.5 }}>
      {tickets.map((ticket) => (
        <li key={ticket._id}>
          <ListItemButton
            selected={ticket._id === selectedId}
            aria-current={ticket._id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(ticket)}
            data-testid="ticket-item"
            sx={{ minHeight: ROW_HEIGHT, borderRadius: 1, display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 600 }} data-testid="ticket-subject">
                {ticket.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {customer ? `${ticket.userId.email ?? 'Deleted account'} · ` : ''}
                {formatDateTime(ticket.updatedAt)}
              </Typography>
            </Box>
            <TicketStatusChip status={ticket.status} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
