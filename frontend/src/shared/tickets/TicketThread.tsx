import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../format/date';
import type { Ticket } from './ticket-types';

/** Who wrote each message, as the reader calls them: 'You' and 'Merchant' for a customer. */
export interface ThreadLabels {
  customer: string;
  admin: string;
}

/** What users wrote is shown as text: React escapes it, and line breaks are kept. */
const userText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Message({ author, time, text, mine, testId }: { author: string; time: string; text: string; mine: boolean; testId: string }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={testId}
      sx={{ p: 2, listStyle: 'none', borderLeftWidth: 4, borderLeftColor: mine ? 'primary.main' : 'secondary.main' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography component="span" variant="subtitle2" data-testid="ticket-message-author">
          {author}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {formatDateTime(time)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={userText} data-testid="ticket-message-text">
        {text}
      </Typography>
    </Paper>
  );
}

/** The ticket's original message, then its replies, oldest first. */
export function TicketThread({ ticket, labels, mine }: { ticket: Ticket; labels: ThreadLabels; mine: 'customer' | 'admin' }) {
  return (
    <Box component="ol" aria-label="Messages" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
      <Message author={labels.customer} time={ticket.createdAt} text={ticket.message} mine={mine === 'customer'} testId="ticket-original" />
      {ticket.replies.map((reply) => (
        <Message
          key={reply._id}
          author={reply.sender === 'admin' ? labels.admin : labels.customer}
          time={reply.createdAt}
          text={reply.message}
          mine={reply.sender === mine}
          testId="ticket-reply"
        />
      ))}
    </Box>
  );
}
