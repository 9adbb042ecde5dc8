import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import { isOnSale, payablePrice } from '../../store/components/sale';
import type { StoreGame } from '../../store/store-types';
import { GAME_TEXTS } from '../game-texts';

interface GamePriceProps {
  game: Pick<StoreGame, 'price' | 'discount' | 'discountedPrice'>;
  /** hero: '-N%' and 'Special Offer!'; panel: 'N% OFF' and 'Limited Time Offer!'. */
  variant: 'hero' | 'panel';
}

/** What the shopper pays in the chosen currency; when discounted, the list price struck through and the offer. */
export function GamePrice({ game, variant }: GamePriceProps) {
  const format = useFormatPrice();
  const discounted = isOnSale(game);
  const percent = Math.round(game.discount);
  return (
    <Box data-testid={`${variant}-price`}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography component="span" sx={{ fontSize: variant === 'hero' ? 32 : 28, fontWeight: 800 }} data-testid="current-price">
          {format(payablePrice(game))}
        </Typography>
        {discounted && (
          <>
            <Typography component="s" color="text.secondary" sx={{ fontSize: 18 }} data-testid="list-price" aria-label={`Was ${format(game.price)}`}>
              {format(game.price)}
            </Typography>
            <Chip size="small" color="error" label={variant === 'hero' ? `-${percent}%` : GAME_TEXTS.percentOff(percent)} sx={{ fontWeight: 700 }} />
          </>
        )}
      </Box>
      {discounted && (
        <Typography color="error.main" sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
          <LocalOfferOutlined fontSize="small" />
          {variant === 'hero' ? GAME_TEXTS.specialOffer : GAME_TEXTS.limitedOffer}
        </Typography>
      )}
    </Box>
  );
}
