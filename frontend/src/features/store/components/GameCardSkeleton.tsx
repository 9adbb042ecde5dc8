import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** GameCard's shape while its game loads: the cover, name and genre lines, price and Buy, with GameCard's paddings. */
export function GameCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Skeleton variant="rectangular" animation="wave" sx={{ height: 'auto', aspectRatio: '3 / 4' }} />
      <Box sx={{ p: 1.5, pb: 1, flexGrow: 1 }}>
        <Typography sx={{ fontSize: 15, lineHeight: 1.3 }}>
          <Skeleton width="80%" />
        </Typography>
        <Skeleton width="50%" height={21} sx={{ mt: 0.5 }} />
      </Box>
      <Box sx={{ px: 1.5, pb: 1.5, minHeight: 52, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}>
        <Skeleton width={56} height={18} />
        <Skeleton variant="rounded" width={52} height={30.75} />
      </Box>
    </Card>
  );
}
