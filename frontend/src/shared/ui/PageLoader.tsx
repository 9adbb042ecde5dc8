import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Centered spinner for a page or a route that is still loading. It is a whole screen tall, so the
 * footer stays below the fold until the page is there instead of showing and then jumping down.
 */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
      <CircularProgress />
    </Box>
  );
}
