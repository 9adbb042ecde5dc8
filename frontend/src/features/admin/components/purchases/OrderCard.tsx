import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId } from 'react';
import { formatCount } from '../../../../shared/format/count';
import { formatUsd } from '../../../../shared/format/money';
import { EmailText } from '../../../../shared/ui/EmailText';
import { formatDateTime } from '../../../../shared/format/date';
import type { ListedOrder } from '../../purchase-types';
import { OrderDetails, type OrderKeyAction } from './OrderDetails';
import { orderReference } from '../../../../shared/format/order-reference';
import { OrderStatusChip } from './OrderStatusChip';

/** The height of a closed order, which its skeleton has too (nothing moves when the list arrives); a long e-mail may add a line. */
export const ORDER_SUMMARY_HEIGHT = { xs: 112, sm: 76 } as const;

const keyCount = (order: ListedOrder): number => order.games.reduce((sum, game) => sum + game.quantity, 0);

/** One order: who, when, how much and its status; opened, its payment and games with their keys. */
export function OrderCard({ order, onKeyAction }: { order: ListedOrder; onKeyAction: OrderKeyAction }) {
  const id = useId();
  // The number the shopper was shown (success screen, inventory, mails), for talking to them about it.
  const reference = orderReference(order.paymentInfo.transactionId);
  const keys = keyCount(order);
  return (
    <Box component="li">
      <Accordion variant="outlined" disableGutters data-testid="purchase-order" slotProps={{ transition: { unmountOnExit: true } }} sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
        <AccordionSummary
          id={`${id}-summary`}
          aria-controls={`${id}-details`}
          expandIcon={<ExpandMore />}
          sx={{ minHeight: ORDER_SUMMARY_HEIGHT, '& .MuiAccordionSummary-content': { minWidth: 0, my: 1.5 } }}
        >
          <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, alignItems: 'center', width: '100%', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' } }}>
            <Box sx={{ minWidth: 0 }}>
              {/* Wrapped at its @ and dots rather than cut off: on a phone the whole address is there to read. */}
              <Typography sx={{ fontWeight: 700, fontStyle: order.user.email === null ? 'italic' : 'normal' }} data-testid="order-email">
                {order.user.email === null ? 'Deleted account' : <EmailText email={order.user.email} />}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                <span data-testid="order-reference">Order #{reference}</span> · {formatDateTime(order.createdAt)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: { xs: 'space-between', sm: 'flex-end' } }}>
              <Typography sx={{ whiteSpace: 'nowrap' }}>
                <Typography component="span" variant="body2" color="text.secondary">
                  {`${formatCount(keys)} ${keys === 1 ? 'key' : 'keys'} · `}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 800 }} data-testid="order-total">
                  {formatUsd(order.totalAmount)}
                </Typography>
              </Typography>
              <OrderStatusChip status={order.status} />
            </Box>
          </Box>
        </AccordionSummary>
        {/* The Accordion's own wrapper is the region named by the summary: a second region of that name would repeat the landmark. */}
        <AccordionDetails id={`${id}-details`} sx={{ pt: 0 }}>
          <OrderDetails order={order} reference={reference} onKeyAction={onKeyAction} />
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
