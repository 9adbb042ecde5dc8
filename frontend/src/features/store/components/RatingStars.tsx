import Box from '@mui/material/Box';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import StarHalf from '@mui/icons-material/StarHalf';
import { halfStars, ratingLabel } from './rating';

const STAR_POSITIONS = [1, 2, 3, 4, 5];

/** Five stars filled to the rating, rounded to the nearest half star. */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const stars = halfStars(rating);
  return (
    <Box role="img" aria-label={ratingLabel(rating)} sx={{ display: 'inline-flex', color: 'warning.main', lineHeight: 0 }}>
      {STAR_POSITIONS.map((position) => {
        const Icon = stars >= position ? Star : stars >= position - 0.5 ? StarHalf : StarBorder;
        return <Icon key={position} sx={{ fontSize: size }} />;
      })}
    </Box>
  );
}
