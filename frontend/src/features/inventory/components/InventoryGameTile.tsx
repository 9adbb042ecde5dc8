import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../shared/format/money';
import type { InventoryOrder } from '../../ordering/ordering-types';
import { GameImage } from '../../../shared/ui/GameImage';
import { INVENTORY_TEXTS } from '../inventory-texts';

export type InventoryGame = InventoryOrder['games'][number];

/** A bought game in an order: cover, title, price, copies and keys; a click opens its details. */
export function InventoryGameTile({ game, onOpen }: { game: InventoryGame; onOpen(): void }) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={INVENTORY_TEXTS.openGame(game.title)}
      data-testid="inventory-game"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'border-color 150ms, transform 150ms',
        '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <GameImage src={game.cover_url} alt={`${game.title} cover`} ratio="3 / 4" />
        <Box sx={{ position: 'absolute', top: 8, left: 8, right: 8, display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Chip size="small" color="primary" label={INVENTORY_TEXTS.copies(game.quantity)} data-testid="inventory-game-copies" />
          <Chip size="small" color="secondary" label={INVENTORY_TEXTS.keys(game.gameKeys.length)} data-testid="inventory-game-keys" />
        </Box>
      </Box>
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="inventory-game-title">
          {game.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="inventory-game-price">
          {formatUsd(game.price)}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
