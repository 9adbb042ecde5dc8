import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router';
import { GameImage } from '../../../shared/ui/GameImage';
import { removeFromCart, setCartQuantity } from '../cart-store';
import { CART_TEXTS } from '../cart-texts';
import type { CartItem } from '../cart-types';
import { CartLinePrice } from './CartLinePrice';
import { QuantityInput } from './QuantityInput';

/** One game in the cart: cover and name open /games/{id}; quantity; price; Remove. */
export function CartLine({ item }: { item: CartItem }) {
  const { game } = item;
  const gameLink = `/games/${game.id}`;
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{ display: 'flex', gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Link component={RouterLink} to={gameLink} sx={{ display: 'block', flexShrink: 0, width: { xs: 72, sm: 96 }, borderRadius: 1.5, overflow: 'hidden' }}>
        <GameImage src={game.cover_url} alt={`${game.name} cover`} ratio="3 / 4" />
      </Link>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={gameLink} underline="hover" color="inherit" sx={{ fontWeight: 700, fontSize: 17, overflowWrap: 'anywhere' }}>
            {game.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {game.genres?.[0]?.name ?? CART_TEXTS.noGenre}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <QuantityInput quantity={item.quantity} gameName={game.name} onChange={(quantity) => setCartQuantity(game.id, quantity)} />
          <CartLinePrice game={game} />
          <Button color="error" startIcon={<DeleteOutlined />} onClick={() => removeFromCart(game.id)} aria-label={`Remove ${game.name}`}>
            {CART_TEXTS.remove}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
