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
import { HomeSection } from './HomeSection';

/** The store's featured game: stars, price, name, summary, genres, More Info. Hidden when none is featured. */
export function FeaturedGameSection() {
  const { data, error } = useGetFeaturedGameQuery();
  useLoggedError(error, 'the featured game');
  const game = data?.game;
  if (!game) return null;
  return (
    <HomeSection title="Featured Game" testId="home-featured">
      <Card variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box sx={{ position: 'relative', minHeight: { xs: 200, md: 320 } }}>
          <GameImage src={artworkUrl(game)} alt={`${game.name} artwork`} />
        </Box>
        <Box sx={{ p: { xs: 2.5, md: 4 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
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
