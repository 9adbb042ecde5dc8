import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import { isOnSale, payablePrice } from '../../store/components/sale';
import type { CartGame } from '../cart-types';

/** The price the shopper pays, with the list price struck through when the game is on sale. */
export function CartLinePrice({ game }: { game: CartGame }) {
  const format = useFormatPrice();
  const onSale = isOnSale(game);
  return (
    <Box sx={{ textAlign: 'right' }} data-testid="cart-line-price">
      <Typography sx={{ fontWeight: 700 }}>{format(payablePrice(game))}</Typography>
      {onSale && (
        <Typography component="s" variant="body2" color="text.secondary" aria-label={`Was ${format(game.price)}`}>
          {format(game.price)}
        </Typography>
      )}
    </Box>
  );
}
