import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { alpha } from '@mui/material/styles';
import { themeExplorePath } from '../../store/components/explore-paths';
import { artworkUrl } from '../../store/components/game-images';
import { GameImage } from '../../../shared/ui/GameImage';
import { themeName } from '../../store/components/game-taxonomy';
import { isOnSale } from '../../store/components/sale';
import type { StoreGameDetail } from '../../store/store-types';
import { GAME_TEXTS } from '../game-texts';
import { useAddAndOpenCart } from '../hooks/use-add-and-open-cart';
import { CatalogueChips } from './CatalogueChips';
import { GAME_HERO_COVER, GAME_HERO_ROW } from './game-view-layout';
import { GamePrice } from './GamePrice';
import { RatingValue } from './RatingValue';

/** The top of the game page: artwork behind, cover, name, storyline, themes, rating, price, BUY. */
export function GameHero({ game }: { game: StoreGameDetail }) {
  const buy = useAddAndOpenCart(game);
  const background = artworkUrl(game);
  const themes = (game.themes ?? []).flatMap((id) => {
    const name = themeName(id);
    return name ? [{ id, name, to: themeExplorePath({ id, name }) }] : [];
  });
  const soldOut = game.copies <= 0;

  return (
    <Box component="section" aria-label="Game overview" sx={{ position: 'relative', overflow: 'hidden', bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }}>
      {background && (
        <Box
          data-testid="hero-artwork"
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            backgroundImage: `url("${background.replace(/["\\\n\r]/g, encodeURIComponent)}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            opacity: 0.45,
            filter: 'blur(2px)',
            transform: 'scale(1.03)',
          }}
        />
      )}
      <Box
        aria-hidden
        sx={(theme) => {
          const shade = theme.palette.background.default;
          return { position: 'absolute', inset: 0, background: `linear-gradient(90deg, ${alpha(shade, 0.96)} 0%, ${alpha(shade, 0.7)} 60%, ${alpha(shade, 0.35)} 100%)` };
        }}
      />
      <Container maxWidth="lg" sx={GAME_HERO_ROW}>
        <Box sx={GAME_HERO_COVER}>
          <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 8 }}>
            <GameImage src={game.cover_url} alt={`${game.name} cover`} ratio="3 / 4" eager />
          </Box>
          {isOnSale(game) && (
            <Chip label={GAME_TEXTS.sale} color="error" sx={{ position: 'absolute', top: 12, left: -8, fontWeight: 800, boxShadow: 4 }} />
          )}
        </Box>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 44 }, overflowWrap: 'anywhere' }}>
            {game.name}
          </Typography>
          {game.storyline && (
            <Typography
              data-testid="hero-storyline"
              color="text.secondary"
              sx={{ maxWidth: 720, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {game.storyline}
            </Typography>
          )}
          <CatalogueChips entries={themes} label="Themes" variant="filled" />
          <RatingValue rating={game.rating} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
            <GamePrice game={game} variant="hero" />
            <Button variant="contained" size="large" startIcon={<ShoppingCartOutlined />} onClick={buy} disabled={soldOut} sx={{ px: 5 }}>
              {soldOut ? GAME_TEXTS.outOfStock : GAME_TEXTS.buy}
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
