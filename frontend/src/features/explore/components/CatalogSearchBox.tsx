import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../explore-constants';
import { useDebouncedValue } from '../hooks/use-debounced-value';

interface CatalogSearchBoxProps {
  query: string;
  onSearch(query: string): void;
  /** Whether the box holds any text, told as soon as it changes (before the search is sent). */
  onHasTextChange?(hasText: boolean): void;
}

/**
 * The search box: the text is searched 500 ms after the last keystroke; a spinner shows while the
 * searched text lags behind the typed one. A search changed elsewhere (back button) is shown here.
 */
export function CatalogSearchBox({ query, onSearch, onHasTextChange }: CatalogSearchBoxProps) {
  const [text, setText] = useState(query);
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(query);

  useEffect(() => {
    if (settled === lastSent.current) return;
    lastSent.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);

  useEffect(() => {
    if (query === lastSent.current) return;
    lastSent.current = query;
    setText(query);
  }, [query]);

  useEffect(() => onHasTextChange?.(typed !== ''), [typed, onHasTextChange]);

  const lagging = typed !== settled && typed !== query;

  return (
    <TextField
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Search games..."
      type="search"
      sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search games', maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              {lagging ? (
                <CircularProgress size={20} aria-label="Searching" role="status" />
              ) : (
                text && (
                  <IconButton size="small" aria-label="Clear search" onClick={() => setText('')}>
                    <Clear fontSize="small" />
                  </IconButton>
                )
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
