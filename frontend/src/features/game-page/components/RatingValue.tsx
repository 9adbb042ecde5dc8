import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import { ratingOutOfFive } from '../../store/components/rating';

/** The rating out of 5 with one decimal and a star. */
export function RatingValue({ rating }: { rating: number }) {
  const text = ratingOutOfFive(rating);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} aria-label={text === '-' ? 'Not rated' : `Rating ${text} out of 5`} role="img">
      <Star sx={{ color: '#fbbf24', fontSize: 20 }} />
      <Typography component="span" sx={{ fontWeight: 700 }} data-testid="game-rating">
        {text}
      </Typography>
    </Box>
  );
}
