import { z } from 'zod';
import { BadRequestError } from '../../common/app-errors.js';
import { notBlankPattern, pagingNumber } from '../../common/contract/common-schemas.js';
import { dollarsToCents } from '../../common/money/money.js';
import { GENRE_NAMES, THEME_NAMES } from '../../game-database/index.js';
import { MAX_PRICE_CENTS } from '../domain/listing.decider.js';
import type { CatalogueFilter, CatalogueSort } from '../queries/catalogue-queries.js';

export const DEFAULT_PAGE_SIZE = 16;
/** The refusal of a page past the last, as the document lists it ({…}: the figures). */
export const PAGE_OUT_OF_RANGE = 'Page {page} is out of range: there {is 1 page, or are N pages}';
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;
const SORTS = ['hypes', 'createdAt', 'rating'] as const satisfies readonly CatalogueSort[];

export interface StoreListQuery {
  filter: CatalogueFilter;
  sort: CatalogueSort;
  page: number;
  limit: number;
}

/** A genre or theme id of the game database's fixed lists, or nothing: the document lists the ids (an enum). */
const knownId = (kind: 'genre' | 'theme') => {
  const ids = Object.keys(kind === 'genre' ? GENRE_NAMES : THEME_NAMES);
  const message = `${kind} must be a ${kind} id (a positive whole number)`;
  return z
    .enum(['', ...ids] as [string, ...string[]], {
      error: (issue) => (typeof issue.input === 'string' && /^[1-9]\d{0,8}$/.test(issue.input) ? `Unknown ${kind} ${issue.input}` : message),
    })
    .optional()
    .transform((text) => (text ? Number(text) : undefined))
    .meta({ description: `A ${kind} id of the game database (blank: any)`, examples: [kind === 'genre' ? '12' : '17'] });
};

const MAX_PRICE_MESSAGE = 'maxPrice must be an amount in dollars, e.g. 59.99';
const maxPrice = z
  .string()
  // Blank, or dollars with spaces around: whitespace alone is not an amount.
  .regex(/^(\s*\d{1,9}(\.\d{1,2})?\s*)?$/, { error: MAX_PRICE_MESSAGE })
  .optional()
  .transform((text, context) => {
    if (text === undefined || text === '') return undefined;
    const cents = dollarsToCents(text);
    if (cents === null) context.issues.push({ code: 'custom', message: MAX_PRICE_MESSAGE, input: text });
    // No game costs more than MAX_PRICE_CENTS: a higher cap is that one (and stays within the SQL integer the filter compares with).
    return cents === null ? undefined : Math.min(cents, MAX_PRICE_CENTS);
  })
  .meta({ description: 'Dollars with at most two decimals; compares the discounted price (above $100,000.00, the highest price, it filters nothing out)', examples: ['59.99'] });

const filtersAndPaging = {
  genre: knownId('genre'),
  theme: knownId('theme'),
  maxPrice,
  page: pagingNumber('page', 1_000_000, 1),
  limit: pagingNumber('limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

/** sortBy, genre, theme, maxPrice, page and limit of `store/games/get-all`, strictly. */
export const storeListQuery = z
  .object({
    sortBy: z
      .enum(['', ...SORTS], { error: `sortBy must be one of ${SORTS.join(', ')}` })
      .optional()
      .meta({ description: 'hypes (the default), createdAt or rating' }),
    ...filtersAndPaging,
  })
  .transform(
    (raw): StoreListQuery => ({
      sort: raw.sortBy || 'hypes',
      filter: { genre: raw.genre, theme: raw.theme, maxPriceCents: raw.maxPrice },
      page: raw.page,
      limit: raw.limit,
    }),
  );

/** `store/games/search`: the same filters and paging, and the required text `q`. */
export const storeSearchQuery = z
  .object({
    q: z
      .string({ error: 'Search query is required' })
      .trim()
      .min(1, { error: 'Search query is required' })
      .regex(notBlankPattern(), { error: 'Search query is required' })
      .max(MAX_SEARCH_LENGTH, { error: `Search query must be at most ${MAX_SEARCH_LENGTH} characters` })
      .meta({ description: 'Part of the name, case-insensitive', examples: ['star'] }),
    ...filtersAndPaging,
  })
  .transform(
    (raw): StoreListQuery => ({
      sort: 'hypes',
      filter: { genre: raw.genre, theme: raw.theme, maxPriceCents: raw.maxPrice, nameContains: raw.q },
      page: raw.page,
      limit: raw.limit,
    }),
  );

/** `id` of `store/games/get`. */
export const storeGameQuery = z.object({
  id: z
    .string({ error: 'Invalid game id' })
    .regex(/^[1-9]\d{0,8}$/, { error: 'Invalid game id' })
    .transform(Number)
    .meta({ examples: ['1877'] }),
});

/** Only pages 1..total are accepted (page 1 of an empty result is fine). */
export function assertPageInRange(page: number, limit: number, total: number): void {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  if (page > lastPage) throw new BadRequestError(`Page ${page} is out of range: there ${lastPage === 1 ? 'is 1 page' : `are ${lastPage} pages`}`);
}
