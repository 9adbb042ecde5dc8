import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../../shared/format/date';
import { usePromoChange } from '../../hooks/use-promo-change';
import { useExtendPromoExpiryMutation } from '../../promo-api';
import { expiryProblem, todayUtc } from '../../promo-rules';
import type { PromoCode } from '../../promo-types';
import { ChangeDialog } from '../common/ChangeDialog';

/** The day after `iso`'s day (UTC): the earliest later expiry. */
const dayAfter = (iso: string): string => new Date(Date.parse(iso.slice(0, 10)) + 86_400_000).toISOString().slice(0, 10);

/**
 * Moves a code's expiry later (it cannot be moved back: the dialog says so before Save). The date
 * is checked against the server's rules under the field; the server's refusal shows there too.
 */
export function ExtendExpiryDialog({ promo, onClose }: { promo: PromoCode; onClose(): void }) {
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [extend, { isLoading }] = useExtendPromoExpiryMutation();
  const { send, fieldErrors } = usePromoChange();
  const current = promo.expiryDate.slice(0, 10);
  const earliest = [dayAfter(promo.expiryDate), todayUtc()].sort().at(-1)!;
  const shown = problem ?? fieldErrors.expiryDate ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = expiryProblem(date, todayUtc()) ?? (date <= current ? `The new expiry date must be after the current one (${current})` : null);
    setProblem(found);
    if (found) return;
    if (await send((idempotencyKey) => extend({ code: promo.code, expiryDate: date, idempotencyKey }).unwrap())) onClose();
  };

  return (
    <ChangeDialog title="Extend Expiry" note={`${promo.code} expires at the end of ${formatDate(promo.expiryDate)}. An expiry can only be moved later, not back.`} busy={isLoading} onSubmit={submit} onClose={onClose}>
      <TextField
        label="New Expiry Date"
        type="date"
        required
        autoFocus
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setProblem(null);
        }}
        error={shown !== null}
        helperText={shown ?? 'The code applies to the end of that day (UTC)'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
      />
    </ChangeDialog>
  );
}
