import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useCurrency, useFormatPrice } from '../../../shared/currency/currency-store';
import { DEFAULT_CURRENCY } from '../../../shared/currency/currencies';
import { formatUsd } from '../../../shared/format/money';
import { useVanishing } from '../../../shared/ui/use-vanishing';
import { SummaryRow } from '../../../shared/ui/SummaryRow';
import type { CartItem, CartTotals } from '../../cart/cart-types';
import type { PaymentChoice } from '../checkout-form';
import { linePrice } from '../checkout-money';
import { CHECKOUT_TEXTS } from '../checkout-texts';
import type { PurchaseFailure } from '../hooks/use-place-order';

interface OrderSummaryCardProps {
  items: CartItem[];
  totals: CartTotals;
  promoCode: string | null;
  method: PaymentChoice;
  busy: boolean;
  /** False while the card form is not ready (card payments). */
  canSubmit: boolean;
  error: PurchaseFailure | null;
}

/**
 * The items (quantity and line price), Subtotal, Tax, the applied promo, Total, Complete Purchase
 * ('Processing...' while busy) and 'Secure checkout', in the chosen currency; when that is not the
 * dollar, a card payment says what the card is charged in dollars. A failure shows for 3000 ms.
 */
export function OrderSummaryCard({ items, totals, promoCode, method, busy, canSubmit, error }: OrderSummaryCardProps) {
  const format = useFormatPrice();
  const currency = useCurrency();
  const shownError = useVanishing(error);
  return (
    <Paper component="section" aria-label={CHECKOUT_TEXTS.orderSummary} variant="outlined" sx={{ p: 3, borderRadius: 3, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Typography variant="h6" component="h2">
        {CHECKOUT_TEXTS.orderSummary}
      </Typography>
      <Box component="ul" aria-label={CHECKOUT_TEXTS.itemsLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box component="li" key={item.game.id} data-testid="checkout-line" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="checkout-line-name">
                {item.game.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="checkout-line-quantity">
                {CHECKOUT_TEXTS.quantity(item.quantity)}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, flexShrink: 0 }} data-testid="checkout-line-price">
              {format(linePrice(item))}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <SummaryRow label={CHECKOUT_TEXTS.subtotal} value={format(totals.subtotal)} testId="checkout-subtotal" />
        <SummaryRow label={CHECKOUT_TEXTS.tax} value={format(totals.tax)} testId="checkout-tax" />
        {promoCode && <SummaryRow label={CHECKOUT_TEXTS.promoApplied} value={promoCode} testId="checkout-promo-code" />}
        {totals.discount > 0 && <SummaryRow label={CHECKOUT_TEXTS.promoDiscount} value={`-${format(totals.discount)}`} testId="checkout-discount" />}
      </Box>
      <Divider />
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryRow label={CHECKOUT_TEXTS.total} value={format(totals.total)} testId="checkout-total" strong />
      </Box>
      {method === 'card' && currency !== DEFAULT_CURRENCY && (
        <Typography variant="body2" color="text.secondary" data-testid="checkout-usd-note">
          {CHECKOUT_TEXTS.cardChargedInUsd(formatUsd(totals.total))}
        </Typography>
      )}
      {shownError && (
        <Alert severity="error" data-testid="checkout-error" sx={{ overflowWrap: 'anywhere' }}>
          {shownError.detail ? (
            <>
              <AlertTitle>{shownError.message}</AlertTitle>
              {shownError.detail}
            </>
          ) : (
            shownError.message
          )}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || !canSubmit}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {busy ? CHECKOUT_TEXTS.processing : CHECKOUT_TEXTS.completePurchase}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75 }}>
        <LockOutlined fontSize="small" />
        {CHECKOUT_TEXTS.secureCheckout}
      </Typography>
    </Paper>
  );
}
