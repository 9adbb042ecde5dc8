import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useEffect, useState, type FormEvent } from 'react';

/** 'Search for games...': Enter (or the search button) searches the game database. */
export function DatabaseSearchForm({ query, onSearch }: { query: string; onSearch(query: string): void }) {
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed) onSearch(typed);
  };

  return (
    <form role="search" aria-label="Game database" onSubmit={submit}>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search for games..."
        type="search"
        slotProps={{
          htmlInput: { 'aria-label': 'Search for games', maxLength: 100 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" aria-label="Search" edge="end">
                  <Search />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
