import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatUsd } from '../../../../shared/format/money';
import { GameImage } from '../../../../shared/ui/GameImage';
import { useGetListedGamesQuery } from '../../api';
import { formatDate } from '../../../../shared/format/date';
import { useLoggedError } from '../../hooks/use-logged-error';

/** Dashboard recent games (spec, section 9). */
const RECENT_GAMES = 5;
const ROW_HEIGHT = 72;

/** The games listed last, newest first; an empty state when there are none (never sample games). */
export function RecentActivity() {
  const titleId = useId();
  const { data, error, isError } = useGetListedGamesQuery({ sortBy: 'createdAt', limit: RECENT_GAMES }, { refetchOnMountOrArgChange: true });
  useLoggedError(error, 'the recent games');
  const games = data?.games ?? [];
  const loading = !data && !isError;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-busy={loading} sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent Activity
      </Typography>
      {/* Room for five rows whatever the answer, so nothing below moves when it comes. */}
      <Box sx={{ minHeight: RECENT_GAMES * ROW_HEIGHT }}>
        {loading ? (
          Array.from({ length: RECENT_GAMES }, (_, n) => (
            <Box key={n} sx={{ display: 'flex', alignItems: 'center', gap: 2, height: ROW_HEIGHT }}>
              <Skeleton variant="rounded" width={42} height={56} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="30%" />
              </Box>
            </Box>
          ))
        ) : games.length === 0 ? (
          <Box data-testid="recent-activity-empty" sx={{ py: 4, textAlign: 'center' }}>
            <Typography sx={{ mb: 0.5 }}>No games in the store yet</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Games you add to the store will show up here.
            </Typography>
            <Button component={RouterLink} to="/admin/add-a-game" variant="outlined">
              Add a Game
            </Button>
          </Box>
        ) : (
          <Box component="ul" aria-label="Recently added games" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {games.map((game) => (
              <Box component="li" key={game.id} data-testid="recent-game" sx={{ display: 'flex', alignItems: 'center', gap: 2, height: ROW_HEIGHT }}>
                <Box sx={{ width: 42, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
                  <GameImage src={game.cover_url} alt="" ratio="3 / 4" />
                </Box>
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography noWrap sx={{ fontWeight: 600 }} data-testid="recent-game-name">
                    {game.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {`Added ${formatDate(game.createdAt)}`}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 600 }}>{formatUsd(game.price)}</Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
