import Box from '@mui/material/Box';
import type { StoreGame } from '../store-types';
import { GamePrice } from './GamePrice';
import { isOnSale } from './sale';
import { StoreBadge } from './StoreBadge';

/** The price with its badge: ON SALE (discounted price) or NEW. */
export function PriceCard({ game, size = 'large' }: { game: StoreGame; size?: 'medium' | 'large' }) {
  const onSale = isOnSale(game);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      {onSale ? <StoreBadge label="ON SALE" tone="sale" /> : game.isNew && <StoreBadge label="NEW" tone="new" />}
      <GamePrice game={game} size={size} />
    </Box>
  );
}
