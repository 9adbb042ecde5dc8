import Typography from '@mui/material/Typography';

/** 'Found N results for "{query}"': the query is the shopper's text, shown as text. */
export function SearchResultLine({ total, query }: { total: number; query: string }) {
  return (
    <Typography data-testid="search-result-line" color="text.secondary" sx={{ mb: 2 }}>
      {`Found ${total} results for "${query}"`}
    </Typography>
  );
}
