import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../../../../shared/format/date';
import { formatUsd } from '../../../../shared/format/money';
import { orderReference } from '../../../../shared/format/order-reference';
import { SectionCard } from '../../../../shared/ui/SectionCard';
import { useGetOrdersQuery } from '../../api';
import { USERS_TEXTS as TEXTS } from '../../users-texts';
import { OrderStatusChip } from '../purchases/OrderStatusChip';
import { AccountListTable } from './AccountListTable';

/** How many of the account's latest orders are listed. */
const ORDERS_SHOWN = 20;
/** The account's orders as asked for (AccountActivity asks the same). */
export const ORDERS_QUERY = (email: string) => ({ email, page: 1, limit: ORDERS_SHOWN });
const HEADINGS = ['Order', 'Date', 'Status', 'Total'] as const;

/**
 * The account's latest orders (GET order/get-all-orders?email=, newest first). The e-mail filter
 * matches part of an address, so only the orders of this account's id are kept.
 */
export function AccountOrders({ userId, email }: { userId: string; email: string }) {
  const { currentData, isError } = useGetOrdersQuery(ORDERS_QUERY(email), { refetchOnMountOrArgChange: true });
  const orders = currentData?.orders.filter((order) => order.user.id === userId);
  const rows =
    orders?.map((order) => (
      <TableRow key={order._id} data-testid="account-order">
        <TableCell sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }} data-testid="account-order-number">
          {orderReference(order.paymentInfo.transactionId)}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </TableCell>
        <TableCell>
          <OrderStatusChip status={order.status} />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="account-order-total">
          {formatUsd(order.totalAmount)}
        </TableCell>
      </TableRow>
    )) ?? null;
  return (
    <SectionCard title={TEXTS.orders}>
      <AccountListTable
        label={TEXTS.orders}
        headings={HEADINGS}
        alignRight={['Total']}
        rows={rows}
        failed={isError}
        texts={{ loading: TEXTS.ordersLoading, failed: TEXTS.ordersFailed, empty: TEXTS.noOrders }}
        testId="account-orders"
      />
    </SectionCard>
  );
}
