import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { sizedImage } from '../../../shared/ui/sized-image';
import { StoreBadge } from '../../store/components/StoreBadge';
import { HERO_GAME } from '../home-constants';

/** The fixed featured game at the top of the home page. */
export function HeroBanner() {
  const [artworkFailed, setArtworkFailed] = useState(false);
  return (
    <Box
      component="section"
      // Not "Featured game": the Featured Game section below is named so, and landmarks need distinct names.
      aria-labelledby="home-hero-title"
      data-testid="home-hero"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        minHeight: { xs: 280, md: 420 },
        display: 'flex',
        alignItems: 'flex-end',
        background: 'linear-gradient(135deg, #1e1b4b 0%, #7c5cff 55%, #22d3ee 100%)',
      }}
    >
      {!artworkFailed && (
        <Box
          component="img"
          src={HERO_GAME.artwork}
          {...sizedImage(HERO_GAME.artwork, 'eager')}
          alt=""
          onError={() => setArtworkFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgba(8,10,20,0.85) 0%, rgba(8,10,20,0.35) 60%, rgba(8,10,20,0) 100%)' }} />
      <Box sx={{ position: 'relative', p: { xs: 3, md: 6 }, maxWidth: 560, color: 'common.white' }}>
        <StoreBadge label="FEATURED" tone="featured" />
        <Typography id="home-hero-title" variant="h3" component="h1" sx={{ fontWeight: 800, mt: 1.5, fontSize: { xs: 34, md: 52 } }}>
          {HERO_GAME.name}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, opacity: 0.85 }}>A neon city, a stolen key, and one night to set things right.</Typography>
        <Button component={RouterLink} to={HERO_GAME.path} variant="contained" size="large">
          View Game
        </Button>
      </Box>
    </Box>
  );
}
