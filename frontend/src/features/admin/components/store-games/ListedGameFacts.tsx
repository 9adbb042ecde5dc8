import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../../shared/format/count';
import { formatUsd } from '../../../../shared/format/money';
import type { ListedGame } from '../../catalogue-types';

/** Price (and sale price), copies, and the Featured and discount marks of a listed game. */
export function ListedGameFacts({ game }: { game: ListedGame }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }} data-testid="store-game-price">
        {formatUsd(game.discount > 0 ? game.discountedPrice : game.price)}
      </Typography>
      {game.discount > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
          {formatUsd(game.price)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="store-game-copies">
        {`${formatCount(game.copies)} ${game.copies === 1 ? 'copy' : 'copies'}`}
      </Typography>
      {game.discount > 0 && <Chip size="small" label={`-${game.discount}%`} color="error" variant="outlined" />}
      {game.isFeatured && <Chip size="small" label="Featured" color="primary" variant="outlined" />}
    </Box>
  );
}
