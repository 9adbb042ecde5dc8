import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { formatUsd } from '../../../shared/format/money';
import type { InventoryOrder } from '../../ordering/ordering-types';
import { GameImage } from '../../../shared/ui/GameImage';
import { INVENTORY_TEXTS } from '../inventory-texts';
import { orderReference } from '../../../shared/format/order-reference';
import { formatPurchaseDate } from '../purchase-date';
import type { InventoryGame } from './InventoryGameTile';
import { GameKeyList } from './GameKeyList';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A bought game's details: cover, purchase date, price, copies, the order's id and total, and its keys. */
export function InventoryGameDialog({ order, game, onClose }: { order: InventoryOrder; game: InventoryGame; onClose(): void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="inventory-game-title">
      <DialogTitle id="inventory-game-title" sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {game.title}
      </DialogTitle>
      <IconButton aria-label={INVENTORY_TEXTS.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ borderRadius: 2, overflow: 'hidden', maxWidth: 200, width: '100%', mx: { xs: 'auto', sm: 0 } }}>
            <GameImage src={game.cover_url} alt={`${game.title} cover`} ratio="3 / 4" eager />
          </Box>
          <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
            <Fact label={INVENTORY_TEXTS.purchaseDate} value={formatPurchaseDate(order.purchaseDate)} testId="inventory-detail-date" />
            <Fact label={INVENTORY_TEXTS.price} value={formatUsd(game.price)} testId="inventory-detail-price" />
            <Fact label={INVENTORY_TEXTS.copiesLabel} value={String(game.quantity)} testId="inventory-detail-copies" />
            <Fact label={INVENTORY_TEXTS.orderId} value={orderReference(order.transactionId)} testId="inventory-detail-order-id" />
            <Fact label={INVENTORY_TEXTS.totalAmount} value={formatUsd(order.totalAmount)} testId="inventory-detail-total" />
          </Box>
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
          {INVENTORY_TEXTS.gameKeys}
        </Typography>
        <GameKeyList keys={game.gameKeys} title={game.title} />
      </DialogContent>
    </Dialog>
  );
}
