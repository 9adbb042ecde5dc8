import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { gamePath } from '../game-path';
import type { StoreGame } from '../store-types';
import { GameImage } from '../../../shared/ui/GameImage';
import { GamePrice } from './GamePrice';
import { RatingValue } from './RatingValue';
import { isOnSale } from './sale';
import { StoreBadge } from './StoreBadge';
import { ThemeBadges } from './ThemeBadges';

/** A carousel entry: cover, name, up to 3 theme badges, price and rating; opens the game. */
export function CarouselGameCard({ game, width }: { game: StoreGame; width: number }) {
  return (
    <Card variant="outlined" data-testid="game-card" sx={{ width, flexShrink: 0, height: '100%' }}>
      <CardActionArea component={RouterLink} to={gamePath(game)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ position: 'relative' }}>
          {isOnSale(game) && <StoreBadge label="ON SALE" tone="sale" overlay />}
          <GameImage src={game.cover_url} alt={`${game.name} cover`} ratio="3 / 4" />
        </Box>
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          <Typography component="h3" data-testid="game-card-name" sx={{ fontWeight: 700, fontSize: 15 }} noWrap title={game.name}>
            {game.name}
          </Typography>
          <ThemeBadges themes={game.themes} max={3} />
          <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
            <GamePrice game={game} size="small" stacked />
            <RatingValue rating={game.rating} />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
