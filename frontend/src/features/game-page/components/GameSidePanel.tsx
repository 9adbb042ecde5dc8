import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { genreExplorePath } from '../../store/components/explore-paths';
import type { StoreGameDetail } from '../../store/store-types';
import { GAME_TEXTS } from '../game-texts';
import { useAddAndOpenCart } from '../hooks/use-add-and-open-cart';
import { CatalogueChips } from './CatalogueChips';
import { ExpandableSummary } from './ExpandableSummary';
import { GameFacts } from './GameFacts';
import { GamePrice } from './GamePrice';
import { RatingValue } from './RatingValue';
import { ShareButton } from './ShareButton';
import { WishlistButton } from './WishlistButton';

/** Name, rating, genres, summary, price, the cart/wishlist/share buttons and the game's facts. */
export function GameSidePanel({ game }: { game: StoreGameDetail }) {
  const buy = useAddAndOpenCart(game);
  const soldOut = game.copies <= 0;
  const genres = (game.genres ?? []).map((genre) => ({ ...genre, to: genreExplorePath(genre) }));
  return (
    <Paper component="aside" aria-label="Purchase" variant="outlined" sx={{ p: 3, borderRadius: 3, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {game.name}
        </Typography>
        <RatingValue rating={game.rating} />
        <CatalogueChips entries={genres} label="Genres" emptyText={GAME_TEXTS.noGenre} />
        <ExpandableSummary summary={game.summary ?? ''} />
        <Divider />
        <GamePrice game={game} variant="panel" />
        <Button
          variant="contained"
          size="large"
          startIcon={soldOut ? undefined : <AddShoppingCart />}
          onClick={buy}
          disabled={soldOut}
          fullWidth
        >
          {soldOut ? GAME_TEXTS.outOfStock : GAME_TEXTS.addToCart}
        </Button>
        <Stack direction="row" spacing={1.5}>
          <WishlistButton game={game} />
          <ShareButton />
        </Stack>
        <Divider />
        <GameFacts game={game} />
      </Stack>
    </Paper>
  );
}
