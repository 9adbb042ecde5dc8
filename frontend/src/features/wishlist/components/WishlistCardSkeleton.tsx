import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { WISHLIST_COVER_RATIO } from './wishlist-grid-layout';

/** WishlistCard's shape while the wishlist loads: cover, name, genre chips, two lines of summary, price and the three buttons. */
export function WishlistCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <Skeleton variant="rectangular" animation="wave" sx={{ height: 'auto', aspectRatio: WISHLIST_COVER_RATIO }} />
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography variant="h6">
          <Skeleton width="70%" />
        </Typography>
        <Skeleton variant="rounded" width={140} height={24} />
        <Typography variant="body2">
          <Skeleton />
          <Skeleton width="60%" />
        </Typography>
        <Typography sx={{ fontSize: 20 }}>
          <Skeleton width={80} />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
        <Skeleton variant="rounded" width={120} height={30.75} />
        <Skeleton variant="rounded" width={90} height={30.75} />
      </CardActions>
    </Card>
  );
}
