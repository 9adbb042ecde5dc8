import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../../shared/format/date';
import { formatUsd } from '../../../../shared/format/money';
import { orderReference } from '../../../../shared/format/order-reference';
import { EmailText } from '../../../../shared/ui/EmailText';
import { useGetRecentOrdersQuery } from '../../api';
import { useLoggedError } from '../../hooks/use-logged-error';

/** As many as the dashboard's recent games (spec, section 9). */
const RECENT_ORDERS = 5;
const ROW_MIN_HEIGHT = 64;

/** The latest orders GET order/getRecentOrders serves, newest first: who, which order, when, how much. */
export function RecentOrders() {
  const titleId = useId();
  const { data, error, isError } = useGetRecentOrdersQuery({ limit: RECENT_ORDERS }, { refetchOnMountOrArgChange: true });
  useLoggedError(error, 'the recent orders');
  const loading = !data && !isError;
  const orders = data?.orders ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-busy={loading} sx={{ p: 2.5, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Recent Orders
        </Typography>
        <Button component={RouterLink} to="/admin/purchases" size="small">
          All purchases
        </Button>
      </Box>
      {/* Room for five rows whatever the answer, so nothing below moves when it comes. */}
      <Box sx={{ minHeight: RECENT_ORDERS * ROW_MIN_HEIGHT }}>
        {loading ? (
          Array.from({ length: RECENT_ORDERS }, (_, n) => (
            <Box key={n} sx={{ minHeight: ROW_MIN_HEIGHT, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
              <Skeleton width="55%" />
              <Skeleton width="35%" />
            </Box>
          ))
        ) : isError ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            The recent orders could not be loaded.
          </Typography>
        ) : orders.length === 0 ? (
          <Typography color="text.secondary" data-testid="recent-orders-empty" sx={{ py: 4, textAlign: 'center' }}>
            No orders yet. Orders will show up here as shoppers buy.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Recent orders" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {orders.map((order) => (
              <Box
                component="li"
                key={order._id}
                data-testid="recent-order"
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: 2, minHeight: ROW_MIN_HEIGHT, py: 1 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, fontStyle: order.user.email === null ? 'italic' : 'normal' }} data-testid="recent-order-email">
                    {order.user.email === null ? 'Deleted account' : <EmailText email={order.user.email} />}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <span data-testid="recent-order-reference">Order #{orderReference(order.paymentInfo.transactionId)}</span> · {formatDateTime(order.createdAt)}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 700 }} data-testid="recent-order-total">
                  {formatUsd(order.totalAmount)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
