import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';

/** No game matches the search, filter and price cap. */
export function EmptyCatalog() {
  return (
    <Box data-testid="explore-empty" sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <SearchOff sx={{ fontSize: 56, mb: 1, opacity: 0.6 }} />
      <Typography variant="h6" component="p" color="text.primary">
        No games found matching your criteria.
      </Typography>
      <Typography>Try adjusting your filters or search query.</Typography>
    </Box>
  );
}
