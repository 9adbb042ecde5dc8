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
import type { DiscountType, NewPromoCode } from '../../promo-types';

const EMPTY: NewPromoCode = { code: '', discountType: 'percentage', discountValue: '', maxUses: '', expiryDate: '', isActive: true, description: '' };

/** Today as YYYY-MM-DD, the earliest expiry the date picker offers. */
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * A new promo code: the code (uppercased as typed), the discount, an optional use limit, the expiry
 * date, a description. Code, discount value and expiry are required (spec, section 5).
 */
export function AddPromoDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const [promo, setPromo] = useState<NewPromoCode>(EMPTY);
  const [create, { isLoading }] = useCreatePromoCodeMutation();
  const set = <K extends keyof NewPromoCode>(key: K, value: NewPromoCode[K]) => setPromo((was) => ({ ...was, [key]: value }));

  const close = () => {
    setPromo(EMPTY);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!promo.code.trim() || !promo.discountValue.trim() || !promo.expiryDate) {
      toast.error(ADMIN_TEXTS.promo.missingInformation);
      return;
    }
    try {
      await create({ ...promo, code: promo.code.trim(), discountValue: promo.discountValue.trim() }).unwrap();
      toast.success(ADMIN_TEXTS.promo.added);
      close();
    } catch (error) {
      toast.error(failureMessage(error, ADMIN_TEXTS.promo.addFailed));
    }
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add Promo Code</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField label="Code" required autoFocus value={promo.code} onChange={(event) => set('code', event.target.value.toUpperCase())} slotProps={{ htmlInput: { maxLength: 32 } }} />
          <TextField label="Description" value={promo.description} onChange={(event) => set('description', event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField select label="Discount Type" value={promo.discountType} onChange={(event) => set('discountType', event.target.value as DiscountType)}>
            <MenuItem value="percentage">Percentage</MenuItem>
            <MenuItem value="fixed">Fixed amount ($)</MenuItem>
          </TextField>
          <TextField
            label={promo.discountType === 'percentage' ? 'Discount Value (%)' : 'Discount Value ($)'}
            required
            value={promo.discountValue}
            onChange={(event) => set('discountValue', event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField label="Max Uses" helperText="Leave blank for no limit" value={promo.maxUses} onChange={(event) => set('maxUses', event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField
            label="Expiry Date"
            type="date"
            required
            value={promo.expiryDate}
            onChange={(event) => set('expiryDate', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
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
