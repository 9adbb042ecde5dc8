import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** WideGameCard's shape while its game loads: artwork, name, genre and rating, a 20-word summary (three lines), price and Buy. */
export function WideGameCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Skeleton variant="rectangular" animation="wave" sx={{ height: 'auto', aspectRatio: '16 / 9' }} />
      <Box sx={{ p: 2, pb: 1, flexGrow: 1 }}>
        <Typography sx={{ fontSize: 17 }}>
          <Skeleton width="70%" />
        </Typography>
        <Skeleton width="40%" height={21} sx={{ my: 0.5 }} />
        <Typography variant="body2">
          <Skeleton />
          <Skeleton />
          <Skeleton width="60%" />
        </Typography>
      </Box>
      <Box sx={{ px: 2, pb: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Skeleton width={64} height={22} />
        <Skeleton variant="rounded" width={64} height={36.5} />
      </Box>
    </Card>
  );
}
