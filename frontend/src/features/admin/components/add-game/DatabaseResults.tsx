import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSearchGameDatabaseQuery } from '../../api';
import { ADMIN_TEXTS } from '../../admin-texts';
import type { DatabaseGame } from '../../game-database-types';
import { useLoggedError } from '../../hooks/use-logged-error';
import { DatabaseGameCard } from './DatabaseGameCard';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', listStyle: 'none', m: 0, p: 0 } as const;

/** 'Search result for "{query}"': the games found, best rated first, each with Add to Store. */
export function DatabaseResults({ query, onAdd }: { query: string; onAdd(game: DatabaseGame): void }) {
  const { data, error, isFetching } = useSearchGameDatabaseQuery(query);
  useLoggedError(error, 'the game database search');
  const covers = new Map(data?.coverResult.map((cover) => [cover.game, cover.url]));
  const games = [...(data?.queryResult ?? [])].sort((a, b) => b.rating - a.rating);

  return (
    <Box component="section" aria-labelledby="database-results-heading" aria-busy={isFetching}>
      <Typography id="database-results-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {ADMIN_TEXTS.searchResultFor(query)}
      </Typography>
      {isFetching ? (
        <Box sx={GRID}>
          {Array.from({ length: 6 }, (_, n) => (
            <Skeleton key={n} variant="rounded" sx={{ height: 'auto', aspectRatio: '3 / 5' }} />
          ))}
        </Box>
      ) : games.length === 0 ? (
        <Typography color="text.secondary">{ADMIN_TEXTS.noGamesFound}</Typography>
      ) : (
        <Box component="ul" aria-label="Games found" sx={GRID}>
          {games.map((game) => (
            <DatabaseGameCard key={game.id} game={game} coverUrl={covers.get(game.id) ?? null} onAdd={() => onAdd(game)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
