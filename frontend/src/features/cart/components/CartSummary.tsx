import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import { SummaryRow } from '../../../shared/ui/SummaryRow';
import { CART_TEXTS } from '../cart-texts';
import type { CartTotals } from '../cart-types';
import { PromoCodeForm } from './PromoCodeForm';

/** Subtotal, tax, an applied promo's discount, the promo field, the total and Checkout, in the chosen currency. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const format = useFormatPrice();
  return (
    <Paper component="section" aria-label={CART_TEXTS.summary} variant="outlined" sx={{ p: 3, borderRadius: 3, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {CART_TEXTS.summary}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <SummaryRow label={CART_TEXTS.subtotal} value={format(totals.subtotal)} testId="cart-subtotal" />
        <SummaryRow label={CART_TEXTS.tax} value={format(totals.tax)} testId="cart-tax" />
        {totals.discount > 0 && <SummaryRow label={CART_TEXTS.promoDiscount} value={`-${format(totals.discount)}`} testId="cart-discount" />}
      </Box>
      <PromoCodeForm />
      <Divider />
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryRow label={CART_TEXTS.total} value={format(totals.total)} testId="cart-total" strong />
      </Box>
      <Button component={RouterLink} to="/checkout" variant="contained" size="large" fullWidth>
        {CART_TEXTS.checkout}
      </Button>
    </Paper>
  );
}
