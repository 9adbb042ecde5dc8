import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { usePromoChange } from '../../hooks/use-promo-change';
import { useChangePromoMaxUsesMutation } from '../../promo-api';
import type { PromoCode } from '../../promo-types';
import { ChangeDialog } from '../common/ChangeDialog';

export const USES_TO_ADD_RULE = 'Uses to add must be a whole number of at least 1';

/** Raises a limited code's max uses by a number of uses; the field says the new limit, or what is wrong. */
export function AddUsesDialog({ promo, onClose }: { promo: PromoCode; onClose(): void }) {
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
    <ChangeDialog title="Add Uses" note={`${promo.code} has been used ${promo.usedCount} of ${limit} times.`} busy={isLoading} onSubmit={submit} onClose={onClose}>
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
    </ChangeDialog>
  );
}
