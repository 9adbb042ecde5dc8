import { PageLoader } from '../../../shared/ui/PageLoader';
import { GameGrid } from '../../store/components/GameGrid';
import type { StoreGame } from '../../store/store-types';
import { EmptyCatalog } from './EmptyCatalog';

/** The page of games: a loading screen while fetching, the empty state, or the grid of cards. */
export function CatalogResults({ games, loading }: { games: StoreGame[] | undefined; loading: boolean }) {
  if (loading || !games) return <PageLoader label="Loading games" />;
  if (games.length === 0) return <EmptyCatalog />;
  return <GameGrid games={games} columns={4} />;
}
