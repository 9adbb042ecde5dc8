import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GameGrid } from '../../store/components/GameGrid';
import { GameGridSkeleton } from '../../store/components/GameGridSkeleton';
import { useGetGamesQuery } from '../../store/store-api';
import { GENRE_REVEAL_DELAY_MS, HOME_GENRES, HOME_LIMITS } from '../home-constants';
import { useDelayElapsed } from '../hooks/use-delay-elapsed';
import { useLoggedError } from '../hooks/use-logged-error';
import { GenreButtons } from './GenreButtons';
import { HomeSection } from './HomeSection';

/**
 * A genre's games: shown 500 ms after the choice (and once fetched), with placeholder cards of
 * their size meanwhile; a failed fetch stops the placeholders and shows nothing.
 */
export function BrowseByGenreSection() {
  const [genreId, setGenreId] = useState<number>(HOME_GENRES[0].id);
  const { currentData, isError, error } = useGetGamesQuery({ genre: genreId, limit: HOME_LIMITS.genreResults });
  useLoggedError(error, 'the genre\'s games');
  const delayElapsed = useDelayElapsed(genreId, GENRE_REVEAL_DELAY_MS);
  const games = delayElapsed ? currentData?.games : undefined;

  return (
    <HomeSection title="Browse by Genre" testId="home-genres">
      <GenreButtons chosen={genreId} onChoose={setGenreId} />
      <div data-testid="genre-results">
        {!games && !isError && <GameGridSkeleton count={HOME_LIMITS.genreResults} wide label="Loading games" />}
        {games && games.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            No games found in this genre.
          </Typography>
        )}
        {games && games.length > 0 && <GameGrid games={games} wide />}
      </div>
    </HomeSection>
  );
}
