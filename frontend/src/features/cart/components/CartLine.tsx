import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router';
import { GameImage } from '../../../shared/ui/GameImage';
import { useVanishing } from '../../../shared/ui/use-vanishing';
import { useGetGameQuery } from '../../store/store-api';
import { removeFromCart, setCartQuantity } from '../cart-store';
import { CART_TEXTS } from '../cart-texts';
import type { CartItem } from '../cart-types';
import { refusedQuantity } from '../quantity-limits';
import { CartLinePrice } from './CartLinePrice';
import { QuantityInput } from './QuantityInput';

/**
 * One game in the cart: cover and name open /games/{id}; quantity; price; Remove. A typed quantity
 * over 10 or over the keys left (the listing as last read) is refused at once, in the server's
 * words, shown beneath the line for 3000 ms.
 */
export function CartLine({ item }: { item: CartItem }) {
  const { game } = item;
  const gameLink = `/games/${game.id}`;
  const copiesLeft = useGetGameQuery(game.id).data?.gameData.copies;
  const [refusal, setRefusal] = useState<{ reason: string; at: number } | null>(null);
  const shownRefusal = useVanishing(refusal?.reason ?? null, refusal?.at);
  const refusalId = `cart-line-${game.id}-refusal`;

  const offerQuantity = (quantity: number): string | null => {
    const reason = refusedQuantity(quantity, game.name, copiesLeft);
    if (reason) setRefusal({ reason, at: Date.now() });
    else {
      setRefusal(null);
      setCartQuantity(game.id, quantity);
    }
    return reason;
  };

  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{ display: 'flex', gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Link component={RouterLink} to={gameLink} sx={{ display: 'block', flexShrink: 0, width: { xs: 72, sm: 96 }, borderRadius: 1.5, overflow: 'hidden' }}>
        <GameImage src={game.cover_url} alt={`${game.name} cover`} ratio="3 / 4" />
      </Link>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Link component={RouterLink} to={gameLink} underline="hover" color="inherit" sx={{ fontWeight: 700, fontSize: 17, overflowWrap: 'anywhere' }}>
              {game.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {game.genres?.[0]?.name ?? CART_TEXTS.noGenre}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <QuantityInput quantity={item.quantity} gameName={game.name} onChange={offerQuantity} refused={shownRefusal !== null} describedBy={shownRefusal ? refusalId : undefined} />
            <CartLinePrice game={game} />
            <Button color="error" startIcon={<DeleteOutlined />} onClick={() => removeFromCart(game.id)} aria-label={`Remove ${game.name}`}>
              {CART_TEXTS.remove}
            </Button>
          </Box>
        </Box>
        {shownRefusal && (
          <Typography id={refusalId} role="alert" variant="body2" color="error" data-testid="cart-line-refusal" sx={{ mt: 1 }}>
            {shownRefusal}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
