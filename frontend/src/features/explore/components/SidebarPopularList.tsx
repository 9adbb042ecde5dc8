import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadingRegion } from '../../../shared/ui/LoadingRegion';
import { RankedGameTile } from '../../store/components/RankedGameTile';
import { RankedGameTileSkeleton } from '../../store/components/RankedGameTileSkeleton';
import { useGetGamesQuery } from '../../store/store-api';
import { POPULAR_COUNT } from '../explore-constants';

/** The most anticipated games (by hypes): the first 8 on desktop, 4 on mobile; placeholders of their rows while they load. */
export function SidebarPopularList({ mobile }: { mobile: boolean }) {
  const { data, isLoading } = useGetGamesQuery({ sortBy: 'hypes', limit: POPULAR_COUNT.desktop });
  const shown = mobile ? POPULAR_COUNT.mobile : POPULAR_COUNT.desktop;
  const games = (data?.games ?? []).slice(0, shown);
  if (!isLoading && games.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="sidebar-popular-title" data-testid="sidebar-popular">
      <Typography id="sidebar-popular-title" variant="subtitle2" component="h3" sx={{ px: 1, mb: 1, fontWeight: 700 }}>
        Popular
      </Typography>
      {isLoading ? (
        <LoadingRegion label="Loading popular games">
          {Array.from({ length: shown }, (_, index) => (
            <RankedGameTileSkeleton key={index} />
          ))}
        </LoadingRegion>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {games.map((game, index) => (
            <li key={game.id}>
              <RankedGameTile game={game} rank={index + 1} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
