import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadingRegion } from '../../../shared/ui/LoadingRegion';
import { INVENTORY_TEXTS } from '../inventory-texts';
import { INVENTORY_ORDER_LAYOUT, INVENTORY_PLACEHOLDER_TILES } from './inventory-order-layout';
import { InventoryGameTileSkeleton } from './InventoryGameTileSkeleton';

/** An order's shape while the inventory loads (or the stored sign-in is checked): its heading, date, total and a row of game tiles. */
export function InventoryOrderSkeleton() {
  return (
    <LoadingRegion label={INVENTORY_TEXTS.loading}>
      <Paper variant="outlined" sx={INVENTORY_ORDER_LAYOUT.card}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 2 }}>
          <Box>
            <Typography variant="h6">
              <Skeleton width={150} />
            </Typography>
            <Typography variant="body2">
              <Skeleton width={170} />
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2">
              <Skeleton width={80} />
            </Typography>
            <Typography sx={{ fontSize: 18 }}>
              <Skeleton width={80} />
            </Typography>
          </Box>
        </Box>
        <Box sx={INVENTORY_ORDER_LAYOUT.tiles}>
          {Array.from({ length: INVENTORY_PLACEHOLDER_TILES }, (_, index) => (
            <InventoryGameTileSkeleton key={index} />
          ))}
        </Box>
      </Paper>
    </LoadingRegion>
  );
}
