import { GameGrid } from '../../store/components/GameGrid';
import { GameGridSkeleton } from '../../store/components/GameGridSkeleton';
import { useGetGamesQuery } from '../../store/store-api';
import { HOME_LIMITS } from '../home-constants';
import { useLoggedError } from '../hooks/use-logged-error';
import { HomeSection } from './HomeSection';

/** The five most anticipated games (by hypes) in a grid. */
export function PopularSection() {
  const { data, isLoading, error } = useGetGamesQuery({ sortBy: 'hypes', limit: HOME_LIMITS.popular });
  useLoggedError(error, 'popular games');
  if (error || (data && data.games.length === 0)) return null;
  return (
    <HomeSection title="Popular" testId="home-popular">
      {isLoading || !data ? <GameGridSkeleton count={HOME_LIMITS.popular} columns={5} label="Loading popular games" /> : <GameGrid games={data.games} columns={5} />}
    </HomeSection>
  );
}
