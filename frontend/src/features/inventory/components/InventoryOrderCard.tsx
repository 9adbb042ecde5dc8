import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../shared/format/money';
import type { InventoryOrder } from '../../ordering/ordering-types';
import { INVENTORY_TEXTS } from '../inventory-texts';
import { orderReference } from '../../../shared/format/order-reference';
import { formatPurchaseDate } from '../purchase-date';
import { InventoryGameTile, type InventoryGame } from './InventoryGameTile';
import { INVENTORY_ORDER_LAYOUT } from './inventory-order-layout';

/** One order: its id, purchase date and total, and a tile per game bought in it. */
export function InventoryOrderCard({ order, onOpenGame }: { order: InventoryOrder; onOpenGame(game: InventoryGame): void }) {
  const heading = INVENTORY_TEXTS.order(orderReference(order.transactionId));
  return (
    <Paper component="section" aria-label={heading} variant="outlined" data-testid="inventory-order" sx={INVENTORY_ORDER_LAYOUT.card}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h2" data-testid="inventory-order-id">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {INVENTORY_TEXTS.purchased} <span data-testid="inventory-order-date">{formatPurchaseDate(order.purchaseDate)}</span>
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="body2" color="text.secondary">
            {INVENTORY_TEXTS.orderTotal}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 18 }} data-testid="inventory-order-total">
            {formatUsd(order.totalAmount)}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" aria-label={`${heading} games`} sx={INVENTORY_ORDER_LAYOUT.tiles}>
        {order.games.map((game) => (
          <Box component="li" key={game.gameId} sx={{ display: 'flex' }}>
            <InventoryGameTile game={game} onOpen={() => onOpenGame(game)} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
