import { GameCarousel } from '../../store/components/GameCarousel';
import { GameCarouselSkeleton } from '../../store/components/GameCarouselSkeleton';
import { useGetGamesQuery } from '../../store/store-api';
import { HOME_LIMITS } from '../home-constants';
import { useLoggedError } from '../hooks/use-logged-error';
import { HomeSection } from './HomeSection';

/** The ten best-rated games in a carousel. */
export function TopRatedSection() {
  const { data, isLoading, error } = useGetGamesQuery({ sortBy: 'rating', limit: HOME_LIMITS.topRated });
  useLoggedError(error, 'top-rated games');
  if (error || (data && data.games.length === 0)) return null;
  return (
    <HomeSection title="Top Rated" testId="home-top-rated">
      {isLoading || !data ? <GameCarouselSkeleton count={HOME_LIMITS.topRated} label="Loading top-rated games" /> : <GameCarousel games={data.games} label="Top rated games" />}
    </HomeSection>
  );
}
