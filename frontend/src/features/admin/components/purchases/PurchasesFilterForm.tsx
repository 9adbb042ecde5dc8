import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useEffect, useState, type FormEvent } from 'react';
import type { PurchasesFilter } from '../../hooks/use-purchases-location';

/** The buyer's e-mail (any part of it) and the day of the order; Search applies them. */
export function PurchasesFilterForm({ filter, onSearch }: { filter: PurchasesFilter; onSearch(filter: PurchasesFilter): void }) {
  const [email, setEmail] = useState(filter.email);
  const [date, setDate] = useState(filter.date);
  useEffect(() => {
    setEmail(filter.email);
    setDate(filter.date);
  }, [filter.email, filter.date]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ email, date });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter purchases"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' }, py: 0.5 }}
    >
      <TextField
        label="User Email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        size="small"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254, spellCheck: false } }}
      />
      <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ height: 40 }}>
        Search
      </Button>
    </Box>
  );
}
