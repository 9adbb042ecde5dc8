import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** GameTabs' shape while the game loads: the tab bar's height and a few lines of overview. */
export function GameTabsSkeleton() {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {/* MUI's tab row is 48 px, plus its 1 px line. */}
      <Box sx={{ height: 49, borderBottom: 1, borderColor: 'divider' }} />
      <Typography sx={{ p: 3 }}>
        <Skeleton />
        <Skeleton />
        <Skeleton />
        <Skeleton width="50%" />
      </Typography>
    </Paper>
  );
}
