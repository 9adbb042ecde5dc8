import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useCallback, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { toast } from 'sonner';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import { updateSessionUser } from '../../../shared/session/session-actions';
import type { SessionUser } from '../../../shared/session/session-user';
import { useSessionUser } from '../../../shared/session/use-session';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useCart } from '../../cart/cart-store';
import { cartTotals } from '../../cart/cart-totals';
import { rememberInventoryPosition } from '../../inventory/inventory-position';
import { initialDetails, trimmedDetails, validateDetails, type CheckoutDetails, type CheckoutErrors, type CheckoutField, type PaymentChoice } from '../checkout-form';
import { walletFigures } from '../checkout-money';
import { CHECKOUT_TEXTS } from '../checkout-texts';
import type { CardTokenizer } from '../components/card-form/card-tokenizer';
import { CustomerDetailsCards } from '../components/CustomerDetailsCards';
import { OrderComplete, type CompletedPurchase } from '../components/OrderComplete';
import { OrderSummaryCard } from '../components/OrderSummaryCard';
import { PaymentMethodCard } from '../components/PaymentMethodCard';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useWalletBalance } from '../hooks/use-wallet-balance';

/** /checkout (signed in): the form, then the success screen on the same route. An empty cart goes back to /cart. */
export function CheckoutPage() {
  const user = useSessionUser();
  const [completed, setCompleted] = useState<CompletedPurchase | null>(null);
  if (completed) return <OrderComplete purchase={completed} />;
  // RequireAuth keeps this route for signed-in users; the check only narrows the type.
  if (!user) return <Navigate to="/login" replace />;
  return <CheckoutForm user={user} onCompleted={setCompleted} />;
}

function CheckoutForm({ user, onCompleted }: { user: SessionUser; onCompleted(purchase: CompletedPurchase): void }) {
  const cart = useCart();
  const dispatch = useAppDispatch();
  const walletBalance = useWalletBalance(user);
  const format = useFormatPrice();
  const { purchase, busy, error, clearError } = usePlaceOrder();
  const [details, setDetails] = useState<CheckoutDetails>(() => initialDetails(user));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [method, setMethod] = useState<PaymentChoice>('card');
  const [tokenizer, setTokenizer] = useState<CardTokenizer | null>(null);
  const onCardReady = useCallback((ready: CardTokenizer | null) => setTokenizer(ready), []);

  if (cart.items.length === 0) return <Navigate to="/cart" replace />;
  const totals = cartTotals(cart);

  const changeDetail = (field: CheckoutField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const changeMethod = (next: PaymentChoice) => {
    setMethod(next);
    clearError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateDetails(details);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (method === 'wallet') {
      const wallet = walletFigures(walletBalance, totals.total);
      if (!wallet.sufficient) {
        toast.error(CHECKOUT_TEXTS.insufficientFunds(format(wallet.balance), format(wallet.deduct)));
        return;
      }
    } else if (!tokenizer) {
      toast.error(CHECKOUT_TEXTS.paymentFormNotReady);
      return;
    }
    const answer = await purchase({ method, user, cart, total: totals.total, details: trimmedDetails(details), tokenizer });
    if (!answer) return;
    if (answer.data.wallet) dispatch(updateSessionUser({ wallet: { balance: answer.data.wallet.balance } }));
    rememberInventoryPosition(user.id, answer.position);
    // The success screen clears the cart once it shows (so this form never sees the empty cart).
    onCompleted({ answer, method, email: details.email.trim() });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/cart" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {CHECKOUT_TEXTS.backToCart}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {CHECKOUT_TEXTS.title}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={CHECKOUT_TEXTS.title}
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' }, alignItems: 'start' }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <CustomerDetailsCards details={details} errors={errors} disabled={busy} onChange={changeDetail} />
          <PaymentMethodCard method={method} onMethodChange={changeMethod} walletBalance={walletBalance} total={totals.total} onCardReady={onCardReady} disabled={busy} />
        </Box>
        <OrderSummaryCard items={cart.items} totals={totals} promoCode={cart.promoCode} method={method} busy={busy} canSubmit={method === 'wallet' || tokenizer !== null} error={error} />
      </Box>
    </Container>
  );
}
