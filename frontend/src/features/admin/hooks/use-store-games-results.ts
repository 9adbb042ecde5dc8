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
  refetch(): void;
}

/** The paged list (newest first), or in search mode the games whose name contains the query. */
export function useStoreGamesResults(query: string, page: number): StoreGamesResults {
  const searching = query !== '';
  // Fresh on every visit: shoppers change the stock meanwhile.
  const paged = useGetListedGamesQuery({ page, limit: STORE_GAMES_PAGE_SIZE, sortBy: 'createdAt' }, { skip: searching, refetchOnMountOrArgChange: true });
  const found = useSearchListedGamesQuery({ q: query, limit: SEARCH_LIMIT }, { skip: !searching, refetchOnMountOrArgChange: true });
  const active = searching ? found : paged;
  useLoggedError(active.error, 'the store games');
  const empty: ListedGamesPage = { games: [], total: 0, page: 1, limit: STORE_GAMES_PAGE_SIZE, totalPages: 0 };
  return {
    data: active.isError ? empty : active.currentData,
    loading: active.isFetching && !active.currentData,
    refetch: () => void active.refetch(),
  };
}
