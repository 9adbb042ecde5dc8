import { useNavigate, useParams, useSearchParams } from 'react-router';
import { filterFromRoute, filterPath, type CatalogueFilter } from '../catalogue-filter';
import { PRICE_CAP } from '../explore-constants';

export interface ExploreLocation {
  filter: CatalogueFilter | null;
  /** The search text ('' for none). */
  query: string;
  /** 1-based. */
  page: number;
  /** Dollars. */
  maxPrice: number;
  setQuery(query: string): void;
  setPage(page: number, options?: { replace?: boolean }): void;
  setMaxPrice(maxPrice: number): void;
  /** The route of a filter (null: /explore), keeping the search and the price cap, on page 1. */
  filterHref(filter: CatalogueFilter | null): string;
  /** Goes to filterHref(filter). */
  chooseFilter(filter: CatalogueFilter | null): void;
}

const parsePage = (text: string | null): number => {
  const page = Number(text);
  return text && Number.isInteger(page) && page >= 1 ? page : 1;
};

const parseMaxPrice = (text: string | null): number => {
  const price = Number(text);
  return text && Number.isFinite(price) ? Math.min(PRICE_CAP.max, Math.max(PRICE_CAP.min, Math.round(price))) : PRICE_CAP.default;
};

/**
 * The catalogue's state lives in the URL: the filter in the path (/explore/genres/5/shooter), and
 * ?q=, ?page= and ?maxPrice= (each left out at its default). A new search, price cap or filter
 * starts again at page 1.
 */
export function useExploreLocation(): ExploreLocation {
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();

  const filter = filterFromRoute(params);
  const query = searchParams.get('q') ?? '';
  const page = parsePage(searchParams.get('page'));
  const maxPrice = parseMaxPrice(searchParams.get('maxPrice'));

  const update = (changes: Record<string, string | null>, replace: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );

  const filterHref = (next: CatalogueFilter | null) => {
    const kept = new URLSearchParams();
    if (query) kept.set('q', query);
    if (maxPrice !== PRICE_CAP.default) kept.set('maxPrice', String(maxPrice));
    const search = kept.toString();
    return `${filterPath(next)}${search ? `?${search}` : ''}`;
  };

  return {
    filter,
    query,
    page,
    maxPrice,
    setQuery: (next) => update({ q: next || null, page: null }, true),
    setPage: (next, options) => update({ page: next > 1 ? String(next) : null }, options?.replace ?? false),
    setMaxPrice: (next) => update({ maxPrice: next === PRICE_CAP.default ? null : String(next), page: null }, true),
    filterHref,
    chooseFilter: (next) => navigate(filterHref(next)),
  };
}
