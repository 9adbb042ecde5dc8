import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { HOME_GENRES } from '../home-constants';

/** Browse by Genre's buttons; the chosen one is pressed. */
export function GenreButtons({ chosen, onChoose }: { chosen: number; onChoose(genreId: number): void }) {
  return (
    <Box role="group" aria-label="Genres" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {HOME_GENRES.map((genre) => (
        <Button
          key={genre.id}
          variant={genre.id === chosen ? 'contained' : 'outlined'}
          aria-pressed={genre.id === chosen}
          onClick={() => onChoose(genre.id)}
          sx={{ borderRadius: 5, px: 2.5 }}
        >
          {genre.label}
        </Button>
      ))}
    </Box>
  );
}
