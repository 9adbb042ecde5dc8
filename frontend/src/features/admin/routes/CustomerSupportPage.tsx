import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useIsMobile } from '../../../shared/layout/use-is-mobile';
import { useCan } from '../../../shared/session/use-session';
import { TicketList } from '../../../shared/tickets/TicketList';
import type { Ticket, TicketStatus } from '../../../shared/tickets/ticket-types';
import { NumberedPagination } from '../../../shared/ui/pagination/NumberedPagination';
import { SUPPORT_DESK_TEXTS as TEXTS } from '../admin-texts';
import { useGetAllTicketsQuery } from '../api';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { AdminTicketDetail } from '../components/support/AdminTicketDetail';
import { OrderManagement } from '../components/support/OrderManagement';
import { TicketFilters } from '../components/support/TicketFilters';

const PAGE_SIZE = 10;

/**
 * /admin/customer-support: every ticket, searched and filtered, in the API's order (open, in
 * progress, closed, each by latest update), ten a page; the chosen one answered beside the list.
 * (Signed-out visitors see the Admin Customer Support prompt of app/pages instead.)
 */
export function CustomerSupportPage() {
  const narrow = useIsMobile();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Ticket | null>(null);
  const mayRefund = useCan('refunds');
  const { currentData, isError } = useGetAllTicketsQuery(
    { ...(search ? { search } : {}), ...(status ? { status } : {}), page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const tickets = currentData?.tickets ?? [];
  const shown = selected ? (tickets.find((ticket) => ticket._id === selected._id) ?? selected) : null;

  useEffect(() => {
    if (isError) toast.error(TEXTS.loadFailed);
  }, [isError]);

  return (
    <>
      <AdminPageHeader title="Customer Support" subtitle={mayRefund ? "Answer shoppers' tickets, look up their orders, refund or replace keys" : "Answer shoppers' tickets, look up their orders, replace keys"} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 3, alignItems: 'start' }}>
        <Box>
          <TicketFilters
            status={status}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
            onStatus={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          {isError ? (
            <Alert severity="error">{TEXTS.loadFailed}</Alert>
          ) : !currentData ? (
            <TicketList tickets={[]} loading selectedId={null} onSelect={setSelected} label="Tickets" skeletonRows={PAGE_SIZE} />
          ) : tickets.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="tickets-empty">
              {TEXTS.noTickets}
            </Typography>
          ) : (
            <>
              <TicketList tickets={tickets} loading={false} selectedId={shown?._id ?? null} onSelect={setSelected} label="Tickets" customer />
              <NumberedPagination page={currentData.page} totalPages={currentData.totalPages} total={currentData.total} narrow={narrow} onPage={setPage} />
            </>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {shown ? (
            <AdminTicketDetail ticket={shown} onChanged={setSelected} />
          ) : (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{TEXTS.pickTicket}</Typography>
            </Paper>
          )}
          <OrderManagement key={shown?._id ?? 'none'} initialOrderId={shown?.orderId ?? null} />
        </Box>
      </Box>
    </>
  );
}
