import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ListedGame } from '../../catalogue-types';
import { ADMIN_TEXTS } from '../../admin-texts';
import { StoreGameItem } from './StoreGameItem';
import type { ViewMode } from './ViewModeToggle';

const LAYOUT = {
  grid: { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' },
  list: { display: 'flex', flexDirection: 'column', gap: 1.5 },
} as const;

/** The games as cards or rows; skeletons of the same shape while loading; 'No games found' when none. */
export function StoreGamesList({ games, loading, mode, pageSize, onEdit }: { games: ListedGame[] | undefined; loading: boolean; mode: ViewMode; pageSize: number; onEdit(game: ListedGame): void }) {
  if (loading || !games) {
    return (
      <Box aria-busy sx={LAYOUT[mode]}>
        {Array.from({ length: pageSize }, (_, n) => (
          <Skeleton key={n} variant="rounded" height={mode === 'grid' ? 260 : 88} />
        ))}
      </Box>
    );
  }
  if (games.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="store-games-empty">
        {ADMIN_TEXTS.noGamesFound}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Store games" sx={{ listStyle: 'none', m: 0, p: 0, ...LAYOUT[mode] }}>
      {games.map((game) => (
        <StoreGameItem key={game.id} game={game} mode={mode} onEdit={() => onEdit(game)} />
      ))}
    </Box>
  );
}
