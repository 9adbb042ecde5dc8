import { parseGameId, parseListQuery, parseSearchQuery } from './store-query.parser.js';

type RawQuery = Record<string, unknown>;

/**
 * The answer-cache key of each cacheable store read, from its route (relative to /store, without
 * a trailing slash) and raw query. Keys are built from the parsed, normalised query, so
 * `?page=1` and no page share one entry. Throws the parser's 400 for a malformed query, and
 * answers null for a route that is not cached. The controller and the fast path share these.
 */
export const STORE_ANSWER_KEYS: Readonly<Record<string, (raw: RawQuery) => string>> = {
  '/games/get-all': (raw) => `get-all ${JSON.stringify(parseListQuery(raw))}`,
  '/games/search': (raw) => `search ${JSON.stringify(parseSearchQuery(raw))}`,
  '/games/get': (raw) => `get ${parseGameId(raw.id)}`,
  '/get-featured': () => 'featured',
};

export function storeAnswerKey(route: string, raw: RawQuery): string | null {
  const normalised = route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
  const keyOf = STORE_ANSWER_KEYS[normalised];
  return keyOf ? keyOf(raw) : null;
}
