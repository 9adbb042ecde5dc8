import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TicketConversation } from '../../../../shared/tickets/TicketConversation';
import { TicketOrderLine } from '../../../../shared/tickets/TicketOrderLine';
import { TicketStatusChip } from '../../../../shared/tickets/TicketStatusChip';
import { TICKET_STATUS_LABEL, type Ticket, type TicketStatus } from '../../../../shared/tickets/ticket-types';
import { useReplyToTicketMutation } from '../../../../shared/tickets/tickets-api';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { SUPPORT_DESK_TEXTS as TEXTS } from '../../admin-texts';
import { useSetTicketStatusMutation } from '../../api';
import { useAdminAction } from '../../hooks/use-admin-action';
import { CustomerDetails } from './CustomerDetails';

const STATUS_CHOICES: Array<{ status: TicketStatus; label: string }> = [
  { status: 'open', label: 'Set to Open' },
  { status: 'in-progress', label: 'Set to In Progress' },
  { status: 'closed', label: 'Close Ticket' },
];

/**
 * One ticket on the desk: customer details, the status selector, the messages and the reply box; a
 * closed ticket takes neither. Closing cannot be undone, so it asks first, as the customer's own Close does.
 */
export function AdminTicketDetail({ ticket, onChanged }: { ticket: Ticket; onChanged(ticket: Ticket): void }) {
  const [reply, replying] = useReplyToTicketMutation();
  const [setStatus, setting] = useSetTicketStatusMutation();
  const act = useAdminAction();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const closed = ticket.status === 'closed';
  const labels = { customer: ticket.userId.name ?? 'Customer', admin: 'Merchant' };

  const send = (message: string, idempotencyKey: string) =>
    act(async () => onChanged((await reply({ ticketId: ticket._id, message, idempotencyKey }).unwrap()).ticket), { success: TEXTS.replied, failure: TEXTS.replyFailed });

  const applyStatus = async (status: TicketStatus) => {
    await act(async () => onChanged((await setStatus({ ticketId: ticket._id, status }).unwrap()).ticket), {
      success: TEXTS.statusUpdated(TICKET_STATUS_LABEL[status]),
      failure: TEXTS.statusFailed,
    });
  };

  const changeStatus = (status: TicketStatus) => {
    if (status === ticket.status || setting.isLoading) return;
    if (status === 'closed') setConfirmingClose(true);
    else void applyStatus(status);
  };

  const confirmClose = async () => {
    await applyStatus('closed');
    setConfirmingClose(false);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="desk-ticket-subject" data-testid="ticket-detail" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="desk-ticket-subject" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="ticket-detail-subject">
            {ticket.subject}
          </Typography>
          <TicketOrderLine ticket={ticket} />
        </Box>
        <TicketStatusChip status={ticket.status} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <CustomerDetails ticket={ticket} />
        {!closed && (
          <TextField
            select
            size="small"
            label="Change status"
            value=""
            disabled={setting.isLoading}
            onChange={(event) => changeStatus(event.target.value as TicketStatus)}
            sx={{ minWidth: 200 }}
          >
            {STATUS_CHOICES.map((choice) => (
              <MenuItem key={choice.status} value={choice.status} disabled={choice.status === ticket.status}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <TicketConversation ticket={ticket} labels={labels} mine="admin" send={send} sending={replying.isLoading} />
      <ConfirmDialog
        open={confirmingClose}
        title={TEXTS.closeTitle}
        message={TEXTS.closeConfirm}
        confirmLabel={TEXTS.closeTitle}
        busy={setting.isLoading}
        onConfirm={() => void confirmClose()}
        onCancel={() => setConfirmingClose(false)}
      />
    </Paper>
  );
}
