import Box from '@mui/material/Box';
import AttachMoney from '@mui/icons-material/AttachMoney';
import People from '@mui/icons-material/People';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import SportsEsports from '@mui/icons-material/SportsEsports';
import { formatCount } from '../../../../shared/format/count';
import { formatUsd } from '../../../../shared/format/money';
import { useGetGameCountQuery, useGetOrderCountQuery, useGetRevenueQuery, useGetUserCountQuery } from '../../api';
import { useCurrentMonth } from '../../hooks/use-current-month';
import { useLoggedError } from '../../hooks/use-logged-error';
import { StatCard } from './StatCard';

/** undefined while loading, null after a failure, else the figure as text. */
const shown = <T,>(state: { data?: T; isError: boolean }, format: (data: T) => string): string | null | undefined =>
  state.isError ? null : state.data === undefined ? undefined : format(state.data);

const fresh = { refetchOnMountOrArgChange: true } as const;

/** The API's change as the card shows it: null from the API is new (last month had none); unknown until loaded. */
const changeOf = (change: number | null | undefined): number | 'new' | null => (change === undefined ? null : (change ?? 'new'));

/** Total Games, Total Sales and Revenue of this month, Active Users (customers); each with its real change. */
export function DashboardStatCards() {
  const month = useCurrentMonth();
  const games = useGetGameCountQuery(undefined, fresh);
  const sales = useGetOrderCountQuery(month, fresh);
  const revenue = useGetRevenueQuery(month, fresh);
  const users = useGetUserCountQuery(undefined, fresh);
  useLoggedError(games.error, 'the game count');
  useLoggedError(sales.error, 'the sales count');
  useLoggedError(revenue.error, 'the revenue');
  useLoggedError(users.error, 'the user count');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(250px, 100%), 1fr))' }}>
      <StatCard title="Total Games" icon={SportsEsports} testId="stat-total-games" value={shown(games, (d) => formatCount(d.total))} change={null} />
      <StatCard title="Total Sales" icon={ShoppingCart} testId="stat-total-sales" value={shown(sales, (d) => formatCount(d.count))} change={changeOf(sales.data?.percentageChange)} />
      <StatCard title="Revenue" icon={AttachMoney} testId="stat-revenue" value={shown(revenue, (d) => formatUsd(d.totalRevenue))} change={changeOf(revenue.data?.percentageChange)} />
      <StatCard title="Active Users" icon={People} testId="stat-active-users" value={shown(users, (d) => formatCount(d.count))} change={changeOf(users.data?.change)} />
    </Box>
  );
}
