import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** RankedGameTile's shape while its game loads: the place, then the name over a theme badge. */
export function RankedGameTileSkeleton() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, py: 0.75 }}>
      <Skeleton width={22} height={24} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2">
          <Skeleton width="70%" />
        </Typography>
        {/* The badge sits on a text line 4 px taller than itself. */}
        <Skeleton variant="rounded" width={64} height={20.5} sx={{ mb: '4px' }} />
      </Box>
    </Box>
  );
}
