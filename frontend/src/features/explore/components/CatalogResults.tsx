import { GameGrid } from '../../store/components/GameGrid';
import { GameGridSkeleton } from '../../store/components/GameGridSkeleton';
import type { StoreGame } from '../../store/store-types';
import { PAGE_SIZE } from '../explore-constants';
import { EmptyCatalog } from './EmptyCatalog';

/** The page of games: placeholder cards of a full page while fetching, the empty state, or the grid of cards. */
export function CatalogResults({ games, loading }: { games: StoreGame[] | undefined; loading: boolean }) {
  if (loading || !games) return <GameGridSkeleton count={PAGE_SIZE} columns={4} label="Loading games" />;
  if (games.length === 0) return <EmptyCatalog />;
  return <GameGrid games={games} columns={4} />;
}
