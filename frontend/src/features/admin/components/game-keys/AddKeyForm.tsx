import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useUpdateGameMutation } from '../../api';
import { useAdminAction } from '../../hooks/use-admin-action';
import { keysAddedText } from '../../keys-added';

/** One typed key, added only when it is not blank; a key already in the store, or too short, is refused by the server with its reason. */
export function AddKeyForm({ gameId, onChanged }: { gameId: number; onChanged(): void }) {
  const [key, setKey] = useState('');
  const [update, { isLoading }] = useUpdateGameMutation();
  const act = useAdminAction();
  const typed = key.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed || isLoading) return;
    if (await act(() => update({ gameId, keys: [typed] }).unwrap(), { success: (answer) => ({ title: keysAddedText(answer) }) })) {
      setKey('');
      onChanged();
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1 }}>
      <TextField label="Add a key" size="small" value={key} onChange={(event) => setKey(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Button type="submit" variant="contained" disabled={!typed || isLoading} sx={{ flexShrink: 0 }}>
        Add Key
      </Button>
    </Box>
  );
}
