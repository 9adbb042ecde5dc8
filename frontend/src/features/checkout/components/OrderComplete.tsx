import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrency, useFormatPrice } from '../../../shared/currency/currency-store';
import { DEFAULT_CURRENCY } from '../../../shared/currency/currencies';
import { formatUsd } from '../../../shared/format/money';
import { clearCart } from '../../cart/cart-store';
import { GameKeyList } from '../../inventory/components/GameKeyList';
import { orderReference } from '../../../shared/format/order-reference';
import type { PlacedOrderAnswer } from '../../ordering/ordering-types';
import type { PaymentChoice } from '../checkout-form';
import { CHECKOUT_TEXTS } from '../checkout-texts';

export interface CompletedPurchase {
  answer: PlacedOrderAnswer;
  method: PaymentChoice;
  email: string;
}

/**
 * After a purchase: the thank-you, each game's numbered keys (masked until clicked), the wallet's
 * new balance, Continue Shopping, in the checkout's one currency (a card payment in another says
 * what was charged in dollars). The bought cart is cleared as this screen appears.
 */
export function OrderComplete({ purchase }: { purchase: CompletedPurchase }) {
  const { order, wallet } = purchase.answer.data;
  const format = useFormatPrice();
  const currency = useCurrency();
  const chargedInOtherCurrency = purchase.method === 'card' && currency !== DEFAULT_CURRENCY;
  useEffect(() => {
    clearCart();
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3 }} data-testid="order-complete">
        <Box sx={{ textAlign: 'center', mb: 4 }}>
          <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} />
          <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
            {CHECKOUT_TEXTS.orderComplete}
          </Typography>
          <Typography sx={{ mt: 1 }}>{CHECKOUT_TEXTS.thankYou}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {CHECKOUT_TEXTS.confirmationNote(purchase.email)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="order-complete-id">
            {CHECKOUT_TEXTS.orderNumber(orderReference(order.transactionId))} · {format(order.totalAmount)}
          </Typography>
          {chargedInOtherCurrency && (
            <Typography variant="body2" color="text.secondary" data-testid="order-complete-usd-note">
              {CHECKOUT_TEXTS.cardChargedNote(formatUsd(order.totalAmount))}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {order.games.map((game) => (
            <Box component="section" key={game.gameId} aria-label={game.title} data-testid="order-complete-game">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {game.title}
                </Typography>
                <Typography color="text.secondary" sx={{ flexShrink: 0 }}>
                  {CHECKOUT_TEXTS.quantity(game.quantity)}
                </Typography>
              </Box>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
                {CHECKOUT_TEXTS.gameKeys}
              </Typography>
              <GameKeyList keys={game.gameKeys} title={game.title} />
            </Box>
          ))}
        </Box>
        {purchase.method === 'wallet' && wallet && (
          <>
            <Divider sx={{ my: 3 }} />
            <Typography data-testid="order-complete-wallet">{CHECKOUT_TEXTS.walletNote(format(wallet.balance))}</Typography>
          </>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            {CHECKOUT_TEXTS.continueShopping}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
