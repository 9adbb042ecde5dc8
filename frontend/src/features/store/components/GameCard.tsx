import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { gamePath } from '../game-path';
import type { StoreGame } from '../store-types';
import { CardTitleLink } from './CardTitleLink';
import { GameImage } from '../../../shared/ui/GameImage';
import { GamePrice } from './GamePrice';
import { RatingValue } from './RatingValue';
import { isOnSale } from './sale';
import { StoreBadge } from './StoreBadge';
import { useBuyGame } from './use-buy-game';

/** Cover, ON SALE badge, name, genre, rating, price and a Buy button; a click anywhere but Buy opens the game (the link is the name). */
export function GameCard({ game }: { game: StoreGame }) {
  const buy = useBuyGame();
  const genre = game.genres[0]?.name ?? 'No Genre';
  return (
    <Card variant="outlined" data-testid="game-card" sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', transition: 'transform 150ms', '&:hover': { transform: 'translateY(-2px)' } }}>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ position: 'relative' }}>
          {isOnSale(game) && <StoreBadge label="ON SALE" tone="sale" overlay />}
          <GameImage src={game.cover_url} alt={`${game.name} cover`} ratio="3 / 4" />
        </Box>
        <Box sx={{ p: 1.5, pb: 1 }}>
          <Typography component="h3" data-testid="game-card-name" sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3 }} noWrap title={game.name}>
            <CardTitleLink to={gamePath(game)}>{game.name}</CardTitleLink>
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {genre}
            </Typography>
            <RatingValue rating={game.rating} />
          </Box>
        </Box>
      </Box>
      <Box sx={{ px: 1.5, pb: 1.5, minHeight: 52, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}>
        <GamePrice game={game} size="small" stacked />
        <Button size="small" variant="contained" onClick={() => buy(game)} aria-label={`Buy ${game.name}`} sx={{ position: 'relative', zIndex: 1 }}>
          Buy
        </Button>
      </Box>
    </Card>
  );
}
