import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { failureMessage } from '../../../../shared/api/api-error';
import { useCreatePromoCodeMutation } from '../../api';
import { ADMIN_TEXTS } from '../../admin-texts';
import { newPromoProblems, PROMO_RULES, serverFieldErrors, todayUtc, type PromoFieldErrors } from '../../promo-rules';
import type { DiscountType, NewPromoCode } from '../../promo-types';

const EMPTY: NewPromoCode = { code: '', discountType: 'percentage', discountValue: '', maxUses: '', expiryDate: '', isActive: true, description: '' };

/**
 * A new promo code: the code (uppercased as typed), the discount, an optional use limit, the expiry
 * date, a description. Code, discount value and expiry are required (spec, section 5). Each field
 * says under it what is wrong, in the server's words, checked before sending and as the server
 * refused it.
 */
export function AddPromoDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const [promo, setPromo] = useState<NewPromoCode>(EMPTY);
  const [problems, setProblems] = useState<PromoFieldErrors>({});
  const [create, { isLoading }] = useCreatePromoCodeMutation();
  const set = <K extends keyof NewPromoCode>(key: K, value: NewPromoCode[K]) => {
    setPromo((was) => ({ ...was, [key]: value }));
    // A new discount type changes the discount's rule: its message goes with the old value.
    setProblems((was) => ({ ...was, [key]: undefined, ...(key === 'discountType' ? { discountValue: undefined } : {}) }));
  };
  /** A field's message under it, and its error state. */
  const problemOf = (key: keyof NewPromoCode, hint?: string) => ({ error: Boolean(problems[key]), helperText: problems[key] ?? hint });

  const close = () => {
    setPromo(EMPTY);
    setProblems({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPromoProblems(promo, todayUtc());
    if (Object.keys(found).length > 0) {
      setProblems(found);
      if (Object.values(found).includes(PROMO_RULES.required)) toast.error(ADMIN_TEXTS.promo.missingInformation);
      return;
    }
    try {
      await create({ ...promo, code: promo.code.trim(), discountValue: promo.discountValue.trim() }).unwrap();
      toast.success(ADMIN_TEXTS.promo.added);
      close();
    } catch (error) {
      setProblems(serverFieldErrors(error));
      toast.error(failureMessage(error, ADMIN_TEXTS.promo.addFailed));
    }
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add Promo Code</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField label="Code" required autoFocus {...problemOf('code')} value={promo.code} onChange={(event) => set('code', event.target.value.toUpperCase())} slotProps={{ htmlInput: { maxLength: 32 } }} />
          <TextField label="Description" {...problemOf('description')} value={promo.description} onChange={(event) => set('description', event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField select label="Discount Type" value={promo.discountType} onChange={(event) => set('discountType', event.target.value as DiscountType)}>
            <MenuItem value="percentage">Percentage</MenuItem>
            <MenuItem value="fixed">Fixed amount ($)</MenuItem>
          </TextField>
          <TextField
            label={promo.discountType === 'percentage' ? 'Discount Value (%)' : 'Discount Value ($)'}
            required
            {...problemOf('discountValue', promo.discountType === 'percentage' ? 'A whole number from 1 to 100' : 'At most $100,000.00')}
            value={promo.discountValue}
            onChange={(event) => set('discountValue', event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField label="Max Uses" {...problemOf('maxUses', 'Leave blank for no limit')} value={promo.maxUses} onChange={(event) => set('maxUses', event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField
            label="Expiry Date"
            type="date"
            required
            {...problemOf('expiryDate')}
            value={promo.expiryDate}
            onChange={(event) => set('expiryDate', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayUtc() } }}
          />
          <FormControlLabel control={<Switch checked={promo.isActive} onChange={(event) => set('isActive', event.target.checked)} />} label="Active" />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Add Promo Code
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
