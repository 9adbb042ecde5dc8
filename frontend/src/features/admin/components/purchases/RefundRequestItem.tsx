import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../shared/format/date';
import { formatUsd } from '../../../../shared/format/money';
import { ADMIN_TEXTS } from '../../admin-texts';
import type { RefundDecision, RefundRequest } from '../../refund-request-types';

/**
 * One waiting refund: the game, the order's number, the amount and how it goes back, who asked,
 * when and why; Approve and Decline for another admin, "Waiting for another admin" for its
 * requester (who may not decide it).
 */
export function RefundRequestItem({ request, own, onDecide }: { request: RefundRequest; own: boolean; onDecide(decision: RefundDecision['decision']): void }) {
  const name = `${request.game.title} (order ${request.orderNumber})`;
  return (
    <Paper component="li" variant="outlined" data-testid="refund-request" sx={{ p: 2, borderRadius: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {request.game.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Order {request.orderNumber} · {formatUsd(request.amount)} to the {request.method === 'wallet' ? 'wallet' : 'card'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Requested by {own ? 'you' : (request.requestedBy.email ?? 'a former admin')} on {formatDateTime(request.requestedAt)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="refund-request-reason">
          Reason: {request.reason}
        </Typography>
      </Box>
      {own ? (
        <Chip label={ADMIN_TEXTS.refundRequests.ownRequest} color="warning" data-testid="refund-request-own" />
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" size="small" onClick={() => onDecide('approve')} aria-label={`Approve refund of ${name}`}>
            Approve
          </Button>
          <Button variant="outlined" color="error" size="small" onClick={() => onDecide('decline')} aria-label={`Decline refund of ${name}`}>
            Decline
          </Button>
        </Box>
      )}
    </Paper>
  );
}
