import { useGetGamesQuery, useSearchGamesQuery } from '../../store/store-api';
import type { StoreGame } from '../../store/store-types';
import { filterQuery, type CatalogueFilter } from '../catalogue-filter';
import { PAGE_SIZE } from '../explore-constants';

export interface CatalogueResults {
  /** The answer for exactly these arguments, or undefined while it is being fetched. */
  games: StoreGame[] | undefined;
  total: number;
  totalPages: number;
  isFetching: boolean;
  /** The server refused or failed this request (a page past the end is refused). */
  failed: boolean;
}

interface CatalogueRequest {
  query: string;
  filter: CatalogueFilter | null;
  page: number;
  maxPrice: number;
}

/**
 * One page of the catalogue: with search text, the server's search (store/games/search); without,
 * the list (store/games/get-all). A failed fetch reads as an empty list (spec, section 8).
 */
export function useCatalogueResults({ query, filter, page, maxPrice }: CatalogueRequest): CatalogueResults {
  const shared = { page, limit: PAGE_SIZE, maxPrice, ...filterQuery(filter) };
  const search = useSearchGamesQuery({ q: query, ...shared }, { skip: !query });
  const list = useGetGamesQuery(shared, { skip: !!query });
  const active = query ? search : list;

  if (active.isError) return { games: [], total: 0, totalPages: 0, isFetching: active.isFetching, failed: true };
  const answer = active.currentData;
  return {
    games: answer && Array.isArray(answer.games) ? answer.games : answer ? [] : undefined,
    total: answer?.total ?? 0,
    totalPages: answer?.totalPages ?? 0,
    isFetching: active.isFetching,
    failed: false,
  };
}
