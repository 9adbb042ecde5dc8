import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatUsd } from '../../../shared/format/money';
import type { InventoryOrder } from '../../ordering/ordering-types';
import { GameImage } from '../../../shared/ui/GameImage';
import { INVENTORY_TEXTS } from '../inventory-texts';
import { isUsable } from '../key-standing';

export type InventoryGame = InventoryOrder['games'][number];

/**
 * A bought game in an order: cover, title, price, copies and usable keys; a click anywhere opens
 * its details. The button is the title ('Open {title}'), stretched over the whole tile; copies, keys
 * and price describe it. So its name holds all of its visible text (WCAG 2.5.3) and still says what it does.
 */
export function InventoryGameTile({ game, onOpen }: { game: InventoryGame; onOpen(): void }) {
  const id = useId();
  const [copiesId, keysId, priceId] = [`${id}-copies`, `${id}-keys`, `${id}-price`];
  return (
    <Box
      data-testid="inventory-game"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'border-color 150ms, transform 150ms',
        '&:hover, &:has(.Mui-focusVisible)': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <GameImage src={game.cover_url} alt={`${game.title} cover`} ratio="3 / 4" />
        <Box sx={{ position: 'absolute', top: 8, left: 8, right: 8, display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Chip size="small" color="primary" label={INVENTORY_TEXTS.copies(game.quantity)} id={copiesId} data-testid="inventory-game-copies" />
          <Chip size="small" color="secondary" label={INVENTORY_TEXTS.keys(game.gameKeys.filter(isUsable).length)} id={keysId} data-testid="inventory-game-keys" />
        </Box>
      </Box>
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
        <ButtonBase
          onClick={onOpen}
          disableRipple
          aria-label={INVENTORY_TEXTS.openGame(game.title)}
          aria-describedby={`${copiesId} ${keysId} ${priceId}`}
          sx={{
            justifyContent: 'flex-start',
            textAlign: 'left',
            font: 'inherit',
            // The whole tile answers the click.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&.Mui-focusVisible::after': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2, borderRadius: 2 },
          }}
        >
          <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="inventory-game-title">
            {game.title}
          </Typography>
        </ButtonBase>
        <Typography variant="body2" color="text.secondary" id={priceId} data-testid="inventory-game-price">
          {formatUsd(game.price)}
        </Typography>
      </Box>
    </Box>
  );
}
