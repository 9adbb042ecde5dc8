import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A section's loading indicator. */
export function SectionLoader({ label, minHeight = 200 }: { label: string; minHeight?: number }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress size={32} />
    </Box>
  );
}
