import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { ADMIN_TEXTS } from '../../admin-texts';
import type { ListedOrder } from '../../purchase-types';
import { OrderCard, ORDER_SUMMARY_HEIGHT } from './OrderCard';
import type { OrderKeyAction } from './OrderDetails';

const LIST = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 } as const;
/** A closed order's height with its 1 px outline above and below. */
const SKELETON_HEIGHT = { xs: ORDER_SUMMARY_HEIGHT.xs + 2, sm: ORDER_SUMMARY_HEIGHT.sm + 2 };

/** The orders of the page, newest first; skeletons of their size while loading; 'No purchases found' when none. */
export function OrderList({ orders, pageSize, onKeyAction }: { orders: ListedOrder[] | undefined; pageSize: number; onKeyAction: OrderKeyAction }) {
  if (!orders) {
    return (
      <Box aria-busy="true" aria-label="Loading orders" role="status" sx={LIST}>
        {Array.from({ length: pageSize }, (_, n) => (
          <Skeleton key={n} variant="rounded" sx={{ height: SKELETON_HEIGHT, borderRadius: 2 }} />
        ))}
      </Box>
    );
  }
  if (orders.length === 0) {
    return (
      <Paper variant="outlined" data-testid="purchases-empty" sx={{ py: 6, px: 3, borderRadius: 3, textAlign: 'center' }}>
        <ReceiptLongOutlined color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="p">
          {ADMIN_TEXTS.purchases.noPurchases}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {ADMIN_TEXTS.purchases.noPurchasesHint}
        </Typography>
      </Paper>
    );
  }
  return (
    <Box component="ul" aria-label="Orders" sx={LIST}>
      {orders.map((order) => (
        <OrderCard key={order._id} order={order} onKeyAction={onKeyAction} />
      ))}
    </Box>
  );
}
