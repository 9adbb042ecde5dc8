import Box from '@mui/material/Box';
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
import { ThemeBadges } from './ThemeBadges';

/** A carousel entry: cover, name, up to 3 theme badges, price and rating; a click anywhere opens the game (the link is the name). */
export function CarouselGameCard({ game, width }: { game: StoreGame; width: number }) {
  return (
    <Card variant="outlined" data-testid="game-card" sx={{ position: 'relative', width, flexShrink: 0, height: '100%' }}>
      <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ position: 'relative' }}>
          {isOnSale(game) && <StoreBadge label="ON SALE" tone="sale" overlay />}
          <GameImage src={game.cover_url} alt={`${game.name} cover`} ratio="3 / 4" />
        </Box>
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          <Typography component="h3" data-testid="game-card-name" sx={{ fontWeight: 700, fontSize: 15 }} noWrap title={game.name}>
            <CardTitleLink to={gamePath(game)}>{game.name}</CardTitleLink>
          </Typography>
          <ThemeBadges themes={game.themes} max={3} />
          <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
            <GamePrice game={game} size="small" stacked />
            <RatingValue rating={game.rating} />
          </Box>
        </Box>
      </Box>
    </Card>
  );
}
