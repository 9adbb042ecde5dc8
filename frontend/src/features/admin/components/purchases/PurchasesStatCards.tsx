import Box from '@mui/material/Box';
import AttachMoney from '@mui/icons-material/AttachMoney';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SportsEsports from '@mui/icons-material/SportsEsports';
import { formatCount } from '../../../../shared/format/count';
import { formatUsd } from '../../../../shared/format/money';
import type { OrdersPage } from '../../purchase-types';
import { StatCard } from '../dashboard/StatCard';

/** undefined while loading, null after a failure, else the figure as text. */
const shown = (summary: OrdersPage['summary'] | undefined, failed: boolean, format: (summary: OrdersPage['summary']) => string) =>
  failed ? null : summary === undefined ? undefined : format(summary);

/** Total Orders, Total Revenue (less refunds) and Games Sold (keys kept) of every order the filters match. */
export function PurchasesStatCards({ summary, failed }: { summary: OrdersPage['summary'] | undefined; failed: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))' }}>
      <StatCard title="Total Orders" icon={ReceiptLong} testId="stat-total-orders" value={shown(summary, failed, (s) => formatCount(s.totalOrders))} />
      <StatCard title="Total Revenue" icon={AttachMoney} testId="stat-total-revenue" value={shown(summary, failed, (s) => formatUsd(s.totalRevenue))} />
      <StatCard title="Games Sold" icon={SportsEsports} testId="stat-games-sold" value={shown(summary, failed, (s) => formatCount(s.gamesSold))} />
    </Box>
  );
}
