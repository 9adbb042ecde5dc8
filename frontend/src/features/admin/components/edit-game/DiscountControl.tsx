import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { useSetDiscountMutation } from '../../api';
import { ADMIN_TEXTS, CATALOGUE_TEXTS } from '../../admin-texts';
import { useAdminAction } from '../../hooks/use-admin-action';

const WHOLE_PERCENT = /^(100|[1-9]?\d)$/;
const FREE = 100;

/** The current discount and a whole percentage (0 to 100) to set with Set; 100 % (the game free) only after a confirmation. */
export function DiscountControl({ gameId, gameName, current, onChanged }: { gameId: number; gameName: string; current: number; onChanged(): void }) {
  const [text, setText] = useState('');
  const [askingFree, setAskingFree] = useState(false);
  const [setDiscount, { isLoading }] = useSetDiscountMutation();
  const act = useAdminAction();
  const valid = WHOLE_PERCENT.test(text.trim());
  const discount = Number(text.trim());

  const apply = async () => {
    const done = await act(() => setDiscount({ gameId, discount }).unwrap(), { success: ADMIN_TEXTS.discountSet });
    setAskingFree(false);
    if (done) {
      setText('');
      onChanged();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || isLoading) return;
    if (discount === FREE && current !== FREE) setAskingFree(true);
    else void apply();
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
      <ConfirmDialog
        open={askingFree}
        title={CATALOGUE_TEXTS.freeTitle}
        message={CATALOGUE_TEXTS.freeConfirm(gameName)}
        confirmLabel={CATALOGUE_TEXTS.freeConfirmLabel}
        busy={isLoading}
        onConfirm={() => void apply()}
        onCancel={() => setAskingFree(false)}
      />
    </Box>
  );
}
