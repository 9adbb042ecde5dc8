import Box from '@mui/material/Box';
import { formatUsd } from '../../../shared/format/money';
import type { SessionUser } from '../../../shared/session/session-user';
import { useAccountStats } from '../hooks/use-account-stats';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ServerFigureValue } from './ServerFigureValue';
import { StatTile } from './StatTile';

export function ProfileStats({ user }: { user: SessionUser }) {
  const stats = useAccountStats(user);
  return (
    <SectionCard title="Account Stats">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}>
        <StatTile label="Games Owned" value={<ServerFigureValue figure={stats.gamesOwned} />} />
        <StatTile label="Wishlist Items" value={<ServerFigureValue figure={stats.wishlistItems} />} />
        <StatTile label="Cart Items" value={stats.cartItems} />
        <StatTile label="Reviews" value={stats.reviews} />
        <StatTile label="Wallet Balance" value={formatUsd(stats.walletBalance)} />
      </Box>
    </SectionCard>
  );
}
