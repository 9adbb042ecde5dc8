import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { failureMessage, GENERIC_ERROR_MESSAGE } from '../../../shared/api/api-error';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import { useSessionUser } from '../../../shared/session/use-session';
import { useApplyPromoMutation } from '../../ordering/ordering-api';
import { applyPromo, useCart } from '../cart-store';
import { CART_TEXTS } from '../cart-texts';
import { cartTotals } from '../cart-totals';

/**
 * The promo code field. Guests are told to log in; an empty code does nothing. A signed-in
 * shopper's code is priced by the server against the cart (subtotal + tax); its answer is kept
 * in the cart, and checkout applies the code again, authoritatively.
 */
export function PromoCodeForm() {
  const user = useSessionUser();
  const cart = useCart();
  const format = useFormatPrice();
  const [applyPromoCode, { isLoading }] = useApplyPromoMutation();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || isLoading) return;
    if (!user) {
      toast.error(CART_TEXTS.loginForPromo);
      return;
    }
    const { subtotal, tax } = cartTotals(cart);
    try {
      const answer = await applyPromoCode({ code: trimmed, orderTotal: Math.round((subtotal + tax) * 100) / 100, subtotal }).unwrap();
      applyPromo(answer.promoCode, answer.discount, answer);
      setCode('');
      toast.success(CART_TEXTS.promoApplied(answer.promoCode, format(answer.discount)));
    } catch (error) {
      toast.error(failureMessage(error, GENERIC_ERROR_MESSAGE));
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
      <TextField size="small" label={CART_TEXTS.promoCode} name="promoCode" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
      <Button type="submit" variant="outlined" disabled={isLoading}>
        {CART_TEXTS.apply}
      </Button>
    </Box>
  );
}
