import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { clearCart, useCart } from '../cart-store';
import { CART_TEXTS } from '../cart-texts';
import { cartTotals } from '../cart-totals';
import { CartLine } from '../components/CartLine';
import { CartSummary } from '../components/CartSummary';
import { EmptyCart } from '../components/EmptyCart';

/** /cart: the stored cart's lines and its summary, or the empty state. */
export function CartPage() {
  const cart = useCart();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {CART_TEXTS.title}
      </Typography>
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {cart.items.map((item) => (
                  <CartLine key={item.game.id} item={item} />
                ))}
              </Box>
            </Paper>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/" startIcon={<ArrowBack />}>
                {CART_TEXTS.continueShopping}
              </Button>
              <Button color="error" variant="outlined" onClick={clearCart}>
                {CART_TEXTS.clearCart}
              </Button>
            </Box>
          </Box>
          <CartSummary totals={cartTotals(cart)} />
        </Box>
      )}
    </Container>
  );
}
