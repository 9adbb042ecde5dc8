import Box from '@mui/material/Box';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import type { StoreGame } from '../store-types';
import { isOnSale, payablePrice } from './sale';

interface GamePriceProps {
  game: Pick<StoreGame, 'price' | 'discount' | 'discountedPrice'>;
  size?: 'small' | 'medium' | 'large';
  /** The struck list price above the price to pay (narrow cards) instead of beside it. */
  stacked?: boolean;
  /** Drawn over a dark image (banners, slides): light text in both themes. */
  onImage?: boolean;
}

const FONT_SIZES = { small: 15, medium: 18, large: 26 } as const;

/** The price in the chosen currency; on sale, the discounted price with the list price struck through. */
export function GamePrice({ game, size = 'medium', stacked = false, onImage = false }: GamePriceProps) {
  const format = useFormatPrice();
  const onSale = isOnSale(game);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: stacked ? 0 : 1, lineHeight: 1.2, ...(stacked ? { flexDirection: 'column', alignItems: 'flex-start' } : { alignItems: 'baseline', flexWrap: 'wrap' }) }}
    >
      {onSale && (
        <Box component="s" data-testid="list-price" sx={{ color: onImage ? 'rgba(255, 255, 255, 0.7)' : 'text.secondary', fontSize: Math.round(FONT_SIZES[size] * 0.75) }}>
          {format(game.price)}
        </Box>
      )}
      <Box component="span" data-testid="price" sx={{ fontWeight: 700, fontSize: FONT_SIZES[size], color: onSale ? (onImage ? 'success.light' : 'success.main') : onImage ? 'common.white' : 'text.primary' }}>
        {format(payablePrice(game))}
      </Box>
    </Box>
  );
}
