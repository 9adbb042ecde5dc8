import { BadRequestError } from '../../common/app-errors.js';

export const MAX_SEARCH_QUERY_LENGTH = 100;

/** The trimmed search text; blank, repeated or overlong queries are a 400. */
export function parseSearchQuery(raw: unknown): string {
  if (raw !== undefined && typeof raw !== 'string') throw new BadRequestError('search_query must be given once, as text');
  const query = (raw ?? '').trim();
  if (query === '') throw new BadRequestError('Enter a game name to search for');
  if (query.length > MAX_SEARCH_QUERY_LENGTH) throw new BadRequestError(`Search text must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`);
  return query;
}
