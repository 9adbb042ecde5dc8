import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Star from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router';
import { toast } from 'sonner';
import { formatUsd } from '../../../shared/format/money';
import { addToCart } from '../../cart/cart-store';
import { GameImage } from '../../../shared/ui/GameImage';
import { ratingLabel, ratingOutOfFive } from '../../store/components/rating';
import { isOnSale, payablePrice } from '../../store/components/sale';
import { gamePath } from '../../store/game-path';
import type { StoreGame } from '../../store/store-types';
import { copyText } from '../../../shared/clipboard/copy-text';
import { WISHLIST_TEXTS } from '../wishlist-texts';
import { WISHLIST_COVER_RATIO } from './wishlist-grid-layout';

interface WishlistCardProps {
  game: StoreGame;
  removing: boolean;
  onRemove: (gameId: number) => void;
}

/** One wished-for game: cover and name open its page; price in dollars; Add to Cart, Remove, Share. */
export function WishlistCard({ game, removing, onRemove }: WishlistCardProps) {
  const path = gamePath(game);
  const onSale = isOnSale(game);
  const soldOut = game.copies <= 0;

  const addGame = () => {
    if (addToCart(game)) toast.success(WISHLIST_TEXTS.addedToCart(game.name));
  };
  const share = async () => {
    if (await copyText(new URL(path, window.location.origin).href)) toast.success(WISHLIST_TEXTS.linkCopied);
    else toast.error(WISHLIST_TEXTS.linkCopyFailed);
  };

  return (
    <Card component="li" variant="outlined" data-testid="wishlist-card" sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <Box sx={{ position: 'relative' }}>
        <Link component={RouterLink} to={path} sx={{ display: 'block' }}>
          {/* A whole portrait cover (3:4), never cropped to a banner. */}
          <GameImage src={game.cover_url} alt={`${game.name} cover`} ratio={WISHLIST_COVER_RATIO} />
        </Link>
        <Chip
          size="small"
          icon={<Star sx={{ '&&': { color: '#fbbf24' } }} />}
          label={ratingOutOfFive(game.rating)}
          aria-label={ratingLabel(game.rating)}
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.7)', color: '#fff', fontWeight: 700 }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Link component={RouterLink} to={path} underline="hover" color="inherit" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {game.name}
        </Link>
        {(game.genres ?? []).length > 0 && (
          <Box component="ul" aria-label="Genres" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
            {game.genres.map((genre) => (
              <li key={genre.id}>
                <Chip size="small" variant="outlined" label={genre.name} />
              </li>
            ))}
          </Box>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
        >
          {game.summary?.trim() ? game.summary : WISHLIST_TEXTS.noDescription}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }} data-testid="wishlist-price">
          <Typography sx={{ fontWeight: 800, fontSize: 20 }}>{formatUsd(payablePrice(game))}</Typography>
          {onSale && (
            <Typography component="s" variant="body2" color="text.secondary" aria-label={`Was ${formatUsd(game.price)}`}>
              {formatUsd(game.price)}
            </Typography>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" size="small" startIcon={soldOut ? undefined : <AddShoppingCart />} onClick={addGame} disabled={soldOut}>
          {soldOut ? WISHLIST_TEXTS.outOfStock : WISHLIST_TEXTS.addToCart}
        </Button>
        <Button color="error" size="small" startIcon={<DeleteOutlined />} onClick={() => onRemove(game.id)} disabled={removing} aria-label={`Remove ${game.name}`}>
          {WISHLIST_TEXTS.remove}
        </Button>
        <Button size="small" startIcon={<ShareOutlined />} onClick={() => void share()} aria-label={`Share ${game.name}`}>
          {WISHLIST_TEXTS.share}
        </Button>
      </CardActions>
    </Card>
  );
}
