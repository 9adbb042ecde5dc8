import Box from '@mui/material/Box';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import { formatUsd } from '../../../shared/format/money';
import type { SessionUser } from '../../../shared/session/session-user';
import { useAccountStats } from '../hooks/use-account-stats';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ServerFigureValue } from './ServerFigureValue';
import { StatTile } from './StatTile';

export function AccountStatistics({ user }: { user: SessionUser }) {
  const stats = useAccountStats(user);
  return (
    <SectionCard title="Account Statistics">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        <StatTile label="Games Owned" value={<ServerFigureValue figure={stats.gamesOwned} />} icon={<SportsEsportsOutlined />} />
        <StatTile label="Wishlist Items" value={<ServerFigureValue figure={stats.wishlistItems} />} icon={<FavoriteBorder />} />
        <StatTile label="Total Spending" value={<ServerFigureValue figure={stats.totalSpending} format={formatUsd} />} icon={<PaidOutlined />} />
        <StatTile label="Cart Items" value={stats.cartItems} icon={<ShoppingCartOutlined />} />
        <StatTile label="Wallet Balance" value={formatUsd(stats.walletBalance)} icon={<AccountBalanceWalletOutlined />} />
      </Box>
    </SectionCard>
  );
}
