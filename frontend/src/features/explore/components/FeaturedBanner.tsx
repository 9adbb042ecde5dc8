import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { artworkUrl } from '../../store/components/game-images';
import { GameImage } from '../../../shared/ui/GameImage';
import { GamePrice } from '../../store/components/GamePrice';
import { StoreBadge } from '../../store/components/StoreBadge';
import { gamePath } from '../../store/game-path';
import { useGetFeaturedGameQuery } from '../../store/store-api';
import { FEATURED_BANNER_FRAME } from './featured-banner-frame';
import { FeaturedBannerSkeleton } from './FeaturedBannerSkeleton';

/**
 * The featured game above the catalogue (no search): FEATURED badges, name, price, Buy now. A
 * placeholder holds its room while it loads, so the games below do not move when it comes.
 */
export function FeaturedBanner() {
  const { data, isLoading } = useGetFeaturedGameQuery();
  const game = data?.game;
  if (isLoading) return <FeaturedBannerSkeleton />;
  if (!game) return null;
  return (
    <Box
      component="section"
      aria-label="Featured game"
      data-testid="featured-banner"
      sx={{ ...FEATURED_BANNER_FRAME, position: 'relative', overflow: 'hidden', display: 'flex', alignItems: 'flex-end', bgcolor: 'grey.900' }}
    >
      <GameImage src={artworkUrl(game)} alt={`${game.name} artwork`} eager />
      <StoreBadge label="FEATURED" tone="featured" overlay />
      <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgba(8,10,20,0.9) 0%, rgba(8,10,20,0.4) 65%, rgba(8,10,20,0.1) 100%)' }} />
      <Box sx={{ position: 'relative', p: { xs: 2.5, md: 4 }, color: 'common.white', display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="overline" sx={{ color: 'secondary.light', fontWeight: 800, letterSpacing: '0.16em', lineHeight: 1.5 }}>
          FEATURED
        </Typography>
        <Typography variant="h4" component="h2" data-testid="featured-banner-name" sx={{ fontWeight: 800 }}>
          {game.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
          <Box sx={{ px: 1.5, py: 0.5, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.45)' }}>
            <GamePrice game={game} onImage />
          </Box>
          <Button component={RouterLink} to={gamePath(game)} variant="contained">
            Buy now
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
