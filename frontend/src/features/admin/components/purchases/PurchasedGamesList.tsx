import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../../shared/format/count';
import { formatUsd } from '../../../../shared/format/money';
import type { PurchasedGamesProps } from './PurchasedGames';
import { PurchasedGameKeys } from './PurchasedGameKeys';
import { PurchasedGameTitle } from './PurchasedGameTitle';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The table's columns stacked, one game under the other, for a phone: nothing to scroll sideways. */
export function PurchasedGamesList({ games, label, onKeyAction }: PurchasedGamesProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {games.map((game) => (
        <Box component="li" key={game.gameId} data-testid="order-game" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 1 }}>
          <PurchasedGameTitle game={game} />
          <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0 }}>
            <Fact label="Price" value={formatUsd(game.price)} testId="order-game-price" />
            <Fact label="Quantity" value={formatCount(game.quantity)} testId="order-game-quantity" />
          </Box>
          <Typography variant="body2" color="text.secondary" component="p">
            Keys
          </Typography>
          <PurchasedGameKeys game={game} onKeyAction={onKeyAction} />
        </Box>
      ))}
    </Box>
  );
}
