import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSessionStatus, useSessionUser } from '../../../shared/session/use-session';
import { TicketList } from '../../../shared/tickets/TicketList';
import type { Ticket, TicketStatus } from '../../../shared/tickets/ticket-types';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { SignInPrompt } from '../../../shared/ui/SignInPrompt';
import { useMyTicketsQuery } from '../api';
import { CustomerTicketDetail } from '../components/CustomerTicketDetail';
import { NewTicketDialog } from '../components/NewTicketDialog';
import { SUPPORT_TEXTS } from '../support-texts';

const TABS: Array<{ label: string; status?: TicketStatus }> = [
  { label: 'All' },
  { label: 'Open', status: 'open' },
  { label: 'In Progress', status: 'in-progress' },
  { label: 'Closed', status: 'closed' },
];

function SignedOut() {
  return <SignInPrompt title={SUPPORT_TEXTS.signedOutTitle} message={SUPPORT_TEXTS.signedOutBody} />;
}

/**
 * /support: the signed-in customer's tickets by status, a new ticket, and the chosen ticket's
 * messages with a reply box and Close Ticket. Signed out: Login to Continue.
 */
export function SupportPage() {
  const user = useSessionUser();
  const sessionStatus = useSessionStatus();
  const [tab, setTab] = useState(0);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Ticket | null>(null);
  const status = TABS[tab]?.status;
  const { currentData, isFetching, isError, refetch } = useMyTicketsQuery(user ? (status ? { status } : {}) : skipToken);
  const tickets = currentData?.tickets ?? [];
  // The detail pane follows the tab: the chosen ticket as the tab's list has it; a ticket the tab
  // does not hold (closed while the Open tab is chosen, say) is not shown beside that list. While
  // the tab's list loads, the ticket shows if its status is the tab's.
  const shown = !selected
    ? null
    : currentData
      ? (tickets.find((ticket) => ticket._id === selected._id) ?? null)
      : !status || selected.status === status
        ? selected
        : null;

  if (sessionStatus === 'checking') return <PageLoader />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {SUPPORT_TEXTS.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {SUPPORT_TEXTS.subtitle}
          </Typography>
        </Box>
        {user && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" startIcon={<Refresh />} onClick={() => void refetch()} disabled={isFetching}>
              Refresh
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              New Ticket
            </Button>
          </Box>
        )}
      </Box>
      {!user ? (
        <SignedOut />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 3, alignItems: 'start' }}>
          <Box>
            <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="Ticket status" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
              {TABS.map((entry) => (
                <Tab key={entry.label} label={entry.label} />
              ))}
            </Tabs>
            {isError ? (
              <Alert severity="error" role="alert">
                {SUPPORT_TEXTS.loadFailed}
              </Alert>
            ) : !currentData ? (
              <TicketList tickets={[]} loading selectedId={null} onSelect={setSelected} label="Your tickets" />
            ) : tickets.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="tickets-empty">
                {SUPPORT_TEXTS.noTickets}
              </Typography>
            ) : (
              <TicketList tickets={tickets} loading={false} selectedId={shown?._id ?? null} onSelect={setSelected} label="Your tickets" />
            )}
          </Box>
          {shown ? (
            <CustomerTicketDetail ticket={shown} onChanged={setSelected} />
          ) : (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{SUPPORT_TEXTS.pickTicket}</Typography>
            </Paper>
          )}
        </Box>
      )}
      <NewTicketDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(ticket) => {
          setCreating(false);
          // A new ticket is open: a tab that does not list open tickets gives way to All, so it is shown.
          if (status && status !== ticket.status) setTab(0);
          setSelected(ticket);
          toast.success(SUPPORT_TEXTS.created);
        }}
      />
    </Container>
  );
}
