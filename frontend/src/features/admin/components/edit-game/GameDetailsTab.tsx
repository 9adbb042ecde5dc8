import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ListedGame } from '../../catalogue-types';
import { CATALOGUE_TEXTS } from '../../admin-texts';
import { isPriceText, PRICE_HINT } from '../../price-input';
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
  const priceOk = isPriceText(price);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>
      <TextField
        label="Price"
        value={price}
        onChange={(event) => onPriceChange(event.target.value)}
        required
        error={!priceOk}
        helperText={blank ? CATALOGUE_TEXTS.priceRequired : !priceOk ? PRICE_HINT : 'In dollars; saved with Save Changes'}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      />
      <DiscountControl gameId={game.id} gameName={game.name} current={game.discount} onChanged={onChanged} />
      <Typography>
        Number of keys: <strong data-testid="edit-key-count">{game.copies}</strong>
      </Typography>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <FeatureButton gameId={game.id} name={game.name} featured={game.isFeatured} onChanged={onChanged} />
        <RemoveFromStoreButton game={game} onRemoved={onRemoved} />
      </Box>
    </Box>
  );
}
