import Box from '@mui/material/Box';
import Star from '@mui/icons-material/Star';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { ratingOutOfFive } from './rating';

/** A star and the rating out of 5 with one decimal, or '-'; read as "4.3 out of 5" or "Not rated". */
export function RatingValue({ rating }: { rating: number }) {
  const value = ratingOutOfFive(rating);
  return (
    <Box component="span" title={value === '-' ? 'Not rated' : `${value} out of 5`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600, fontSize: 14 }}>
      <Star aria-hidden sx={{ fontSize: 16, color: 'warning.main' }} />
      <span data-testid="game-rating" aria-hidden={value === '-' ? true : undefined}>
        {value}
      </span>
      <Box component="span" sx={visuallyHidden}>
        {value === '-' ? 'Not rated' : ' out of 5'}
      </Box>
    </Box>
  );
}
