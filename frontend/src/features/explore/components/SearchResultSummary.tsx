import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CatalogueResults } from '../hooks/use-catalogue-results';
import { SearchResultLine } from './SearchResultLine';

/**
 * The line above the results while searching: 'Found N results…' once this search has answered,
 * a placeholder of the line's height before (while typing, and while the search is fetched).
 */
export function SearchResultSummary({ query, results }: { query: string; results: CatalogueResults }) {
  if (query && results.games && !results.isFetching) return <SearchResultLine total={results.total} query={query} />;
  return (
    <Typography sx={{ mb: 2 }}>
      <Skeleton width="45%" />
    </Typography>
  );
}
