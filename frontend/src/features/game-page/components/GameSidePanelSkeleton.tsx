import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The purchase panel's shape while the game loads: name, rating, genres, summary, price, the buttons and four facts. */
export function GameSidePanelSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h5">
          <Skeleton width="70%" />
        </Typography>
        <Skeleton width={60} height={24} />
        <Skeleton variant="rounded" width={160} height={24} />
        <Typography variant="body2">
          <Skeleton />
          <Skeleton />
          <Skeleton />
          <Skeleton width="60%" />
        </Typography>
        <Skeleton width={100} height={40} />
        <Skeleton variant="rounded" height={42.25} />
        <Skeleton variant="rounded" height={36.5} />
        <Typography variant="body2">
          <Skeleton />
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </Typography>
      </Stack>
    </Paper>
  );
}
