import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** InventoryGameTile's shape while the inventory loads: cover, title and price. */
export function InventoryGameTileSkeleton() {
  return (
    <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Skeleton variant="rectangular" animation="wave" sx={{ height: 'auto', aspectRatio: '3 / 4' }} />
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
        <Typography>
          <Skeleton width="80%" />
        </Typography>
        <Typography variant="body2">
          <Skeleton width="40%" />
        </Typography>
      </Box>
    </Box>
  );
}
