import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { newIdempotencyKey, outcomeUnknown } from '../../../../shared/api/idempotency';
import { formatUsd } from '../../../../shared/format/money';
import { useChangeReason } from '../../hooks/use-change-reason';
import { useRefusal } from '../../hooks/use-refusal';
import { useAdjustWalletMutation } from '../../users-api';
import { USERS_TEXTS as TEXTS } from '../../users-texts';
import type { WalletDirection } from '../../users-types';
import { isWalletAmount } from '../../wallet-amount';
import { ChangeDialog } from '../common/ChangeDialog';
import { RefusalAlert } from './RefusalAlert';

interface AdjustWalletDialogProps {
  account: { id: string; email: string; balance: number };
  onClose(): void;
}

/**
 * A credit or a debit of the account's wallet with its reason (PATCH users/{id}/wallet). One
 * Idempotency-Key per attempt: a try whose outcome is unknown is sent again with the same key.
 */
export function AdjustWalletDialog({ account, onClose }: AdjustWalletDialogProps) {
  const [direction, setDirection] = useState<WalletDirection>('add');
  const [amount, setAmount] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const reason = useChangeReason(3, TEXTS.walletReasonHint);
  const { refusal, clear, refused } = useRefusal();
  const [adjust, { isLoading }] = useAdjustWalletMutation();
  const attempt = useRef(newIdempotencyKey());
  const directionId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const badAmount = isWalletAmount(amount) ? null : TEXTS.amountInvalid;
    setAmountProblem(badAmount);
    const text = reason.take();
    if (badAmount || !text) return;
    try {
      const answer = await adjust({ userId: account.id, amount: amount.trim(), type: direction, reason: text, idempotencyKey: attempt.current }).unwrap();
      toast.success(TEXTS.walletAdjusted(formatUsd(answer.data.wallet.balance)));
      onClose();
    } catch (error) {
      if (!outcomeUnknown(error)) attempt.current = newIdempotencyKey();
      refused(error);
    }
  };

  return (
    <ChangeDialog title={TEXTS.adjustWallet} note={TEXTS.walletNote(account.email, formatUsd(account.balance))} busy={isLoading} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <RefusalAlert refusal={refusal} />
      <FormControl>
        <FormLabel id={directionId}>{TEXTS.direction}</FormLabel>
        <RadioGroup row aria-labelledby={directionId} value={direction} onChange={(event) => setDirection(event.target.value as WalletDirection)}>
          <FormControlLabel value="add" control={<Radio autoFocus />} label={TEXTS.credit} />
          <FormControlLabel value="deduct" control={<Radio />} label={TEXTS.debit} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={TEXTS.amount}
        required
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountProblem(null);
        }}
        error={amountProblem !== null}
        helperText={amountProblem ?? TEXTS.amountHint}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField {...reason.fieldProps} />
    </ChangeDialog>
  );
}
