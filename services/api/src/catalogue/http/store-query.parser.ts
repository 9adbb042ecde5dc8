import { BadRequestError } from '../../common/app-errors.js';
import { dollarsToCents } from '../../common/money/money.js';
import { GENRE_NAMES, THEME_NAMES } from '../../game-database/index.js';
import type { CatalogueFilter, CatalogueSort } from '../queries/catalogue-queries.js';

export const DEFAULT_PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;
const SORTS: readonly CatalogueSort[] = ['hypes', 'createdAt', 'rating'];
const WHOLE = /^[1-9]\d{0,8}$/;

export interface StoreListQuery {
  filter: CatalogueFilter;
  sort: CatalogueSort;
  page: number;
  limit: number;
}

type Raw = Record<string, unknown>;

function wholeNumber(raw: unknown, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'string' && WHOLE.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) throw new BadRequestError(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function knownId(raw: unknown, kind: 'genre' | 'theme'): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const names = kind === 'genre' ? GENRE_NAMES : THEME_NAMES;
  const id = typeof raw === 'string' && WHOLE.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id)) throw new BadRequestError(`${kind} must be a ${kind} id (a positive whole number)`);
  if (!(id in names)) throw new BadRequestError(`Unknown ${kind} ${id}`);
  return id;
}

function maxPrice(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const cents = dollarsToCents(raw);
  if (cents === null) throw new BadRequestError('maxPrice must be an amount in dollars, e.g. 59.99');
  return cents;
}

/** sortBy, genre, theme, maxPrice, page and limit of `store/games/get-all`, strictly. */
export function parseListQuery(raw: Raw): StoreListQuery {
  const sort = raw.sortBy === undefined || raw.sortBy === '' ? 'hypes' : raw.sortBy;
  if (!SORTS.includes(sort as CatalogueSort)) throw new BadRequestError(`sortBy must be one of ${SORTS.join(', ')}`);
  return {
    sort: sort as CatalogueSort,
    filter: { genre: knownId(raw.genre, 'genre'), theme: knownId(raw.theme, 'theme'), maxPriceCents: maxPrice(raw.maxPrice) },
    page: wholeNumber(raw.page, 'page', 1, 1_000_000, 1),
    limit: wholeNumber(raw.limit, 'limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  };
}

/** `store/games/search`: the same filters and paging, and the required text `q`. */
export function parseSearchQuery(raw: Raw): StoreListQuery {
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q.length === 0) throw new BadRequestError('Search query is required');
  if (q.length > MAX_SEARCH_LENGTH) throw new BadRequestError(`Search query must be at most ${MAX_SEARCH_LENGTH} characters`);
  const list = parseListQuery({ ...raw, sortBy: undefined });
  return { ...list, filter: { ...list.filter, nameContains: q } };
}

/** Only pages 1..total are accepted (page 1 of an empty result is fine). */
export function assertPageInRange(page: number, limit: number, total: number): void {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  if (page > lastPage) throw new BadRequestError(`Page ${page} is out of range: there ${lastPage === 1 ? 'is 1 page' : `are ${lastPage} pages`}`);
}

/** `id` of `store/games/get`. */
export function parseGameId(raw: unknown): number {
  if (typeof raw !== 'string' || !WHOLE.test(raw)) throw new BadRequestError('Invalid game id');
  return Number(raw);
}
