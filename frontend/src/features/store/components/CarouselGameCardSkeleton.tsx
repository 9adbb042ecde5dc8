import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** CarouselGameCard's shape while its game loads: cover, name, theme badges (up to three, often on two rows), price and rating. */
export function CarouselGameCardSkeleton({ width }: { width: number }) {
  return (
    <Card variant="outlined" sx={{ width, flexShrink: 0, display: 'flex', flexDirection: 'column' }}>
      <Skeleton variant="rectangular" animation="wave" sx={{ height: 'auto', aspectRatio: '3 / 4' }} />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 15 }}>
          <Skeleton width="75%" />
        </Typography>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Skeleton variant="rounded" width="80%" height={20.5} />
          <Skeleton variant="rounded" width="40%" height={20.5} />
        </Box>
        <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
          <Skeleton width={56} height={21} />
          <Skeleton width={36} height={21} />
        </Box>
      </Box>
    </Card>
  );
}
