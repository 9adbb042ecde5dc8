import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GAME_HERO_COVER, GAME_HERO_ROW } from './game-view-layout';

/** GameHero's shape while the game loads: cover, name, three lines of storyline, chips, rating, price and BUY. */
export function GameHeroSkeleton() {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={GAME_HERO_ROW}>
        <Box sx={GAME_HERO_COVER}>
          <Skeleton variant="rounded" animation="wave" sx={{ height: 'auto', aspectRatio: '3 / 4', borderRadius: 2 }} />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1, display: 'grid', gap: 2 }}>
          <Typography variant="h3" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 44 } }}>
            <Skeleton width="60%" />
          </Typography>
          <Typography sx={{ maxWidth: 720 }}>
            <Skeleton />
            <Skeleton />
            <Skeleton width="70%" />
          </Typography>
          <Skeleton variant="rounded" width={180} height={24} />
          <Skeleton width={60} height={24} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
            <Skeleton width={110} height={46} />
            <Skeleton variant="rounded" width={150} height={42.25} />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
