import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ListedGame } from '../../catalogue-types';
import { DEFAULT_PRICE_TEXT, isPriceText, PRICE_HINT } from '../../price-input';
import { DiscountControl } from './DiscountControl';
import { FeatureButton } from './FeatureButton';
import { RemoveFromStoreButton } from './RemoveFromStoreButton';

interface GameDetailsTabProps {
  game: ListedGame;
  price: string;
  onPriceChange(price: string): void;
  onChanged(): void;
  onRemoved(): void;
}

/** Price (saved with Save Changes), the discount, the number of keys, Remove From Store, Set Featured. */
export function GameDetailsTab({ game, price, onPriceChange, onChanged, onRemoved }: GameDetailsTabProps) {
  const blank = price.trim() === '';
  const priceOk = blank || isPriceText(price);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>
      <TextField
        label="Price"
        value={price}
        onChange={(event) => onPriceChange(event.target.value)}
        error={!priceOk}
        placeholder={DEFAULT_PRICE_TEXT}
        helperText={!priceOk ? PRICE_HINT : blank ? `Left empty, $${DEFAULT_PRICE_TEXT} is saved` : 'In dollars; saved with Save Changes'}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      />
      <DiscountControl gameId={game.id} current={game.discount} onChanged={onChanged} />
      <Typography>
        Number of keys: <strong data-testid="edit-key-count">{game.copies}</strong>
      </Typography>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <FeatureButton gameId={game.id} featured={game.isFeatured} onChanged={onChanged} />
        <RemoveFromStoreButton game={game} onRemoved={onRemoved} />
      </Box>
    </Box>
  );
}
