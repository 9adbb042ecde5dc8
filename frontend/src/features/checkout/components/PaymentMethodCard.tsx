import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import PaymentOutlined from '@mui/icons-material/PaymentOutlined';
import { lazy, Suspense } from 'react';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import type { PaymentChoice } from '../checkout-form';
import { CHECKOUT_TEXTS } from '../checkout-texts';
import type { CardTokenizer } from './card-form/card-tokenizer';
import { CheckoutSection } from './CheckoutSection';
import { WalletPaymentDetails } from './WalletPaymentDetails';

// The card form is the payment provider's part: its own chunk, loaded when the card is chosen.
const SandboxCardForm = lazy(() => import('./card-form/SandboxCardForm'));

function LoadingPaymentForm() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, color: 'text.secondary' }}>
      <CircularProgress size={20} />
      <Typography>{CHECKOUT_TEXTS.loadingPaymentForm}</Typography>
    </Box>
  );
}

interface PaymentMethodCardProps {
  method: PaymentChoice;
  onMethodChange(method: PaymentChoice): void;
  walletBalance: number;
  total: number;
  onCardReady(tokenizer: CardTokenizer | null): void;
  disabled: boolean;
}

/**
 * Card or wallet. The card shows the embedded card form ('Loading payment form...' until it is
 * ready); the wallet its figures, in the chosen currency. The card form stays mounted (hidden)
 * while the wallet is chosen, so what was typed into it is still there on switching back.
 */
export function PaymentMethodCard({ method, onMethodChange, walletBalance, total, onCardReady, disabled }: PaymentMethodCardProps) {
  const format = useFormatPrice();
  return (
    <CheckoutSection title={CHECKOUT_TEXTS.paymentMethod} icon={<PaymentOutlined color="primary" />}>
      <RadioGroup name="paymentMethod" aria-label={CHECKOUT_TEXTS.paymentMethod} value={method} onChange={(event) => onMethodChange(event.target.value as PaymentChoice)} sx={{ mb: 2 }}>
        <FormControlLabel value="card" control={<Radio />} label={CHECKOUT_TEXTS.card} disabled={disabled} />
        <FormControlLabel value="wallet" control={<Radio />} label={CHECKOUT_TEXTS.wallet(format(walletBalance))} disabled={disabled} />
      </RadioGroup>
      <Box hidden={method !== 'card'}>
        <Suspense fallback={<LoadingPaymentForm />}>
          <SandboxCardForm onReady={onCardReady} disabled={disabled} />
        </Suspense>
      </Box>
      {method === 'wallet' && <WalletPaymentDetails balance={walletBalance} total={total} />}
    </CheckoutSection>
  );
}
