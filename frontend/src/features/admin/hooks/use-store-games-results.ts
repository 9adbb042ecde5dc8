import { isApiError } from '../../../shared/api/api-error';
import { useGetListedGamesQuery, useSearchListedGamesQuery } from '../api';
import type { ListedGamesPage } from '../catalogue-types';
import { useLoggedError } from './use-logged-error';

/** Game-management list page size (spec, section 9). */
export const STORE_GAMES_PAGE_SIZE = 10;
/** A search shows its matches on one page (pagination is hidden during search): the server's largest page. */
const SEARCH_LIMIT = 100;

export interface StoreGamesResults {
  /** Undefined while the first answer is awaited; a failure shows as an empty list. */
  data: ListedGamesPage | undefined;
  loading: boolean;
  /** Set when the page asked for is past the last (the server refuses it): the last page there is. */
  lastPage: number | undefined;
  refetch(): void;
}

/** The paged list (newest first), or in search mode the games whose name contains the query. */
export function useStoreGamesResults(query: string, page: number): StoreGamesResults {
  const searching = query !== '';
  // Fresh on every visit: shoppers change the stock meanwhile.
  const paged = useGetListedGamesQuery({ page, limit: STORE_GAMES_PAGE_SIZE, sortBy: 'createdAt' }, { skip: searching, refetchOnMountOrArgChange: true });
  const found = useSearchListedGamesQuery({ q: query, limit: SEARCH_LIMIT }, { skip: !searching, refetchOnMountOrArgChange: true });
  // A page past the last (an old link, games removed since) is refused with a 400: the first page says how many there are.
  const pastTheLast = !searching && page > 1 && paged.isError && isApiError(paged.error) && paged.error.status === 400;
  const first = useGetListedGamesQuery({ page: 1, limit: STORE_GAMES_PAGE_SIZE, sortBy: 'createdAt' }, { skip: !pastTheLast, refetchOnMountOrArgChange: true });
  const active = searching ? found : paged;
  useLoggedError(pastTheLast ? first.error : active.error, 'the store games');
  const empty: ListedGamesPage = { games: [], total: 0, page: 1, limit: STORE_GAMES_PAGE_SIZE, totalPages: 0 };
  if (pastTheLast) {
    // Loading until the address names the last page: never 'No games found' on the way.
    return { data: first.isError ? empty : undefined, loading: !first.isError, lastPage: first.currentData ? Math.max(1, first.currentData.totalPages) : undefined, refetch: () => void first.refetch() };
  }
  return {
    data: active.isError ? empty : active.currentData,
    loading: active.isFetching && !active.currentData,
    lastPage: undefined,
    refetch: () => void active.refetch(),
  };
}
