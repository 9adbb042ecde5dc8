import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { artworkUrl } from '../../store/components/game-images';
import { GameImage } from '../../../shared/ui/GameImage';
import { PriceCard } from '../../store/components/PriceCard';
import { RatingStars } from '../../store/components/RatingStars';
import { gamePath } from '../../store/game-path';
import { useGetFeaturedGameQuery } from '../../store/store-api';
import { useLoggedError } from '../hooks/use-logged-error';
import { FEATURED_CARD_LAYOUT } from './featured-card-layout';
import { FeaturedGameSkeleton } from './FeaturedGameSkeleton';
import { HomeSection } from './HomeSection';

/**
 * The store's featured game: stars, price, name, summary, genres, More Info. Its room is held by a
 * placeholder while it loads; hidden when none is featured or it could not be read.
 */
export function FeaturedGameSection() {
  const { data, error, isLoading } = useGetFeaturedGameQuery();
  useLoggedError(error, 'the featured game');
  const game = data?.game;
  if (isLoading) {
    return (
      <HomeSection title="Featured Game" testId="home-featured">
        <FeaturedGameSkeleton />
      </HomeSection>
    );
  }
  if (!game) return null;
  return (
    <HomeSection title="Featured Game" testId="home-featured">
      <Card variant="outlined" sx={FEATURED_CARD_LAYOUT.card}>
        <Box sx={FEATURED_CARD_LAYOUT.artwork}>
          <GameImage src={artworkUrl(game)} alt={`${game.name} artwork`} />
        </Box>
        <Box sx={FEATURED_CARD_LAYOUT.details}>
          <RatingStars rating={game.rating} />
          <Typography variant="h4" component="h3" data-testid="featured-game-name">
            {game.name}
          </Typography>
          <PriceCard game={game} />
          <Typography color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {game.summary}
          </Typography>
          {game.genres.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {game.genres.map((genre) => (
                <Chip key={genre.id} label={genre.name} size="small" variant="outlined" />
              ))}
            </Box>
          )}
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Button component={RouterLink} to={gamePath(game)} variant="contained">
              More Info
            </Button>
          </Box>
        </Box>
      </Card>
    </HomeSection>
  );
}
