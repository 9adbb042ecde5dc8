import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { usePromoChange } from '../../hooks/use-promo-change';
import { useChangePromoMaxUsesMutation } from '../../promo-api';
import type { PromoCode } from '../../promo-types';

export const USES_TO_ADD_RULE = 'Uses to add must be a whole number of at least 1';

/** Raises a limited code's max uses by a number of uses; the field says the new limit, or what is wrong. */
export function AddUsesDialog({ promo, onClose }: { promo: PromoCode; onClose(): void }) {
  const titleId = useId();
  const noteId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [change, { isLoading }] = useChangePromoMaxUsesMutation();
  const { send, fieldErrors } = usePromoChange();
  const limit = promo.maxUses ?? 0;
  const adding = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : 0;
  const shown = problem ?? fieldErrors.maxUses ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = adding >= 1 ? null : USES_TO_ADD_RULE;
    setProblem(found);
    if (found) return;
    if (await send((idempotencyKey) => change({ code: promo.code, maxUses: limit + adding, idempotencyKey }).unwrap())) onClose();
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} aria-describedby={noteId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add Uses</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText id={noteId}>{`${promo.code} has been used ${promo.usedCount} of ${limit} times.`}</DialogContentText>
          <TextField
            label="Uses to Add"
            required
            autoFocus
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            error={shown !== null}
            helperText={shown ?? (adding >= 1 ? `New limit: ${limit + adding}` : 'A whole number of at least 1')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Add Uses
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
