import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import SportsEsports from '@mui/icons-material/SportsEsports';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { DashboardStatCards } from '../components/dashboard/DashboardStatCards';
import { QuickActions } from '../components/dashboard/QuickActions';
import { RecentActivity } from '../components/dashboard/RecentActivity';
import { RecentOrders } from '../components/dashboard/RecentOrders';
import { WeeklySalesChart } from '../components/dashboard/WeeklySalesChart';

/** /admin: the store's figures of this month, this week's sales, the latest orders, the games added last, shortcuts. */
export function AdminDashboardPage() {
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        subtitle="How the store is doing this month"
        actions={
          <>
            <Button component={RouterLink} to="/admin/add-a-game" variant="contained" startIcon={<Add />}>
              Add Game
            </Button>
            <Button component={RouterLink} to="/admin/view-games" variant="outlined" startIcon={<SportsEsports />}>
              Manage Games
            </Button>
          </>
        }
      />
      {/* minmax(0, …): a long game name is cut with an ellipsis instead of widening the page. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <DashboardStatCards />
        <WeeklySalesChart />
        <RecentOrders />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <RecentActivity />
          <QuickActions />
        </Box>
      </Box>
    </>
  );
}
