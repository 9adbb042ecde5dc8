import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useEffect, useState, type FormEvent } from 'react';

/** Searches the store's games on Enter or Search; a blank search returns to the whole list. */
export function StoreGamesSearchForm({ query, onSearch }: { query: string; onSearch(text: string): void }) {
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Box component="form" role="search" aria-label="Store games" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexGrow: 1, maxWidth: 560 }}>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search store games..."
        type="search"
        size="small"
        slotProps={{
          htmlInput: { 'aria-label': 'Search store games', maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Box>
  );
}
