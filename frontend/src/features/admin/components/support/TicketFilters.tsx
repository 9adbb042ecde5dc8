import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import { TICKET_STATUS_LABEL, TICKET_STATUSES, type TicketStatus } from '../../../../shared/tickets/ticket-types';

/** Search (subject, message, customer e-mail or name), applied on Search or Enter; the status filter at once. */
export function TicketFilters({ status, onSearch, onStatus }: { status: TicketStatus | ''; onSearch(text: string): void; onStatus(status: TicketStatus | ''): void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <TextField
        size="small"
        label="Search tickets"
        placeholder="Subject, message, customer e-mail or name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ flex: '1 1 260px' }}
      />
      <TextField select size="small" label="Status" value={status} onChange={(event) => onStatus(event.target.value as TicketStatus | '')} sx={{ minWidth: 160 }}>
        <MenuItem value="">All</MenuItem>
        {TICKET_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {TICKET_STATUS_LABEL[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<Search />}>
        Search
      </Button>
    </Box>
  );
}
