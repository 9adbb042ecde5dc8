import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../../shared/format/money';
import type { ListedOrder } from '../../purchase-types';

const METHOD = { wallet: 'Wallet', card: 'Card' } as const;
const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' } as const;

function Fact({ label, value, testId, code = false }: { label: string; value: string; testId: string; code?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 600, ...(code ? monospace : {}) }}>
        {value}
      </Typography>
    </Box>
  );
}

/** How the order was paid (method, transaction id), its id, and what was refunded when anything was. */
export function OrderPaymentFacts({ order }: { order: ListedOrder }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0, mb: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))' }}>
      <Fact label="Payment Method" value={METHOD[order.paymentInfo.method]} testId="order-payment-method" />
      <Fact label="Transaction ID" value={order.paymentInfo.transactionId} testId="order-transaction-id" code />
      <Fact label="Order ID" value={order._id} testId="order-id" code />
      {order.refundedAmount > 0 && <Fact label="Refunded" value={formatUsd(order.refundedAmount)} testId="order-refunded-amount" />}
    </Box>
  );
}
