import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverReason } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/date';
import { TicketConversation } from '../../../shared/tickets/TicketConversation';
import { TicketOrderLine } from '../../../shared/tickets/TicketOrderLine';
import { TicketStatusChip } from '../../../shared/tickets/TicketStatusChip';
import type { Ticket } from '../../../shared/tickets/ticket-types';
import { useReplyToTicketMutation } from '../../../shared/tickets/tickets-api';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useCloseTicketMutation } from '../api';
import { SUPPORT_TEXTS } from '../support-texts';

const LABELS = { customer: 'You', admin: 'Merchant' };

const failed = (text: string, error: unknown) => {
  const reason = serverReason(error);
  toast.error(text, reason ? { description: reason } : undefined);
};

/** One ticket: its messages, a reply box and Close Ticket while it is open; a closed ticket says so. */
export function CustomerTicketDetail({ ticket, onChanged }: { ticket: Ticket; onChanged(ticket: Ticket): void }) {
  const [reply, replying] = useReplyToTicketMutation();
  const [close, closing] = useCloseTicketMutation();
  const [confirming, setConfirming] = useState(false);
  const closed = ticket.status === 'closed';

  const send = async (message: string, idempotencyKey: string) => {
    try {
      const answer = await reply({ ticketId: ticket._id, message, idempotencyKey }).unwrap();
      onChanged(answer.ticket);
      toast.success(SUPPORT_TEXTS.replied);
      return true;
    } catch (error) {
      failed(SUPPORT_TEXTS.replyFailed, error);
      return false;
    }
  };

  const confirmClose = async () => {
    try {
      const answer = await close(ticket._id).unwrap();
      onChanged(answer.ticket);
      toast.success(SUPPORT_TEXTS.closedToast);
    } catch (error) {
      failed(SUPPORT_TEXTS.closeFailed, error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="ticket-detail-subject" data-testid="ticket-detail" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="ticket-detail-subject" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="ticket-detail-subject">
            {ticket.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Opened {formatDateTime(ticket.createdAt)} · Updated {formatDateTime(ticket.updatedAt)}
          </Typography>
          <TicketOrderLine ticket={ticket} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TicketStatusChip status={ticket.status} />
          {!closed && (
            <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
              Close Ticket
            </Button>
          )}
        </Box>
      </Box>
      <TicketConversation ticket={ticket} labels={LABELS} mine="customer" send={send} sending={replying.isLoading} />
      <ConfirmDialog
        open={confirming}
        title="Close Ticket"
        message={SUPPORT_TEXTS.closeConfirm}
        confirmLabel="Close Ticket"
        busy={closing.isLoading}
        onConfirm={() => void confirmClose()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
