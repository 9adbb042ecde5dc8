import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { gamePath } from '../game-path';
import type { StoreGame } from '../store-types';
import { CardTitleLink } from './CardTitleLink';
import { artworkUrl } from './game-images';
import { GameImage } from '../../../shared/ui/GameImage';
import { GamePrice } from './GamePrice';
import { RatingValue } from './RatingValue';
import { isOnSale } from './sale';
import { StoreBadge } from './StoreBadge';
import { truncateWords } from './truncate-words';
import { useBuyGame } from './use-buy-game';

const SUMMARY_WORDS = 20;

/** The wide card: artwork, 'N% OFF' badge, name, genre, rating, a 20-word summary, price and Buy; a click anywhere but Buy opens the game. */
export function WideGameCard({ game }: { game: StoreGame }) {
  const buy = useBuyGame();
  const genre = game.genres[0]?.name ?? 'No Genre';
  return (
    <Card variant="outlined" data-testid="game-card" sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ position: 'relative' }}>
          {isOnSale(game) && <StoreBadge label={`${game.discount}% OFF`} tone="sale" overlay />}
          <GameImage src={artworkUrl(game)} alt={`${game.name} artwork`} ratio="16 / 9" />
        </Box>
        <Box sx={{ p: 2, pb: 1 }}>
          <Typography component="h3" data-testid="game-card-name" sx={{ fontWeight: 700, fontSize: 17 }} noWrap title={game.name}>
            <CardTitleLink to={gamePath(game)}>{game.name}</CardTitleLink>
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, my: 0.5 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {genre}
            </Typography>
            <RatingValue rating={game.rating} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {truncateWords(game.summary, SUMMARY_WORDS)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ px: 2, pb: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <GamePrice game={game} />
        <Button variant="contained" onClick={() => buy(game)} aria-label={`Buy ${game.name}`} sx={{ position: 'relative', zIndex: 1 }}>
          Buy
        </Button>
      </Box>
    </Card>
  );
}
