import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSetDiscountMutation } from '../../api';
import { ADMIN_TEXTS } from '../../admin-texts';
import { useAdminAction } from '../../hooks/use-admin-action';

const WHOLE_PERCENT = /^(100|[1-9]?\d)$/;

/** The current discount and a whole percentage (0 to 100) to set with Set. */
export function DiscountControl({ gameId, current, onChanged }: { gameId: number; current: number; onChanged(): void }) {
  const [text, setText] = useState('');
  const [setDiscount, { isLoading }] = useSetDiscountMutation();
  const act = useAdminAction();
  const valid = WHOLE_PERCENT.test(text.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || isLoading) return;
    const done = await act(() => setDiscount({ gameId, discount: Number(text.trim()) }).unwrap(), { success: ADMIN_TEXTS.discountSet });
    if (done) {
      setText('');
      onChanged();
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Current discount: <strong data-testid="current-discount">{`${current}%`}</strong>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Discount (%)"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={text !== '' && !valid}
          helperText={text !== '' && !valid ? 'A whole percentage from 0 to 100' : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" disabled={!valid || isLoading} sx={{ height: 40 }}>
          Set
        </Button>
      </Box>
    </Box>
  );
}
