import { useGetGamesQuery } from '../../store/store-api';
import { HOME_LIMITS } from '../home-constants';
import { useLoggedError } from '../hooks/use-logged-error';
import { HomeSection } from './HomeSection';
import { RecentSlideshow } from './RecentSlideshow';
import { SlideshowSkeleton } from './SlideshowSkeleton';

/** The three latest listed games as a slideshow. */
export function RecentlyAddedSection() {
  const { data, isLoading, error } = useGetGamesQuery({ sortBy: 'createdAt', limit: HOME_LIMITS.recent });
  useLoggedError(error, 'recently added games');
  if (error || (data && data.games.length === 0)) return null;
  return (
    <HomeSection title="Recently Added" testId="home-recent">
      {isLoading || !data ? <SlideshowSkeleton label="Loading recently added games" /> : <RecentSlideshow games={data.games} />}
    </HomeSection>
  );
}
