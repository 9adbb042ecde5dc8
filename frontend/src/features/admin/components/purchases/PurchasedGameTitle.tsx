import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GameImage } from '../../../../shared/ui/GameImage';
import type { OrderGame } from '../../purchase-types';

/** A bought game's small cover (decorative: the title is beside it) and its title, as text. */
export function PurchasedGameTitle({ game }: { game: OrderGame }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ width: 40, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
        <GameImage src={game.cover_url} alt="" ratio="3 / 4" />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="order-game-title">
        {game.title}
      </Typography>
    </Box>
  );
}
