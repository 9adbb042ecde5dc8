import { parseGameId, parseListQuery, parseSearchQuery, type StoreListQuery } from './store-query.parser.js';

type RawQuery = Record<string, unknown>;

/** Cache keys from parsed queries (the controller parses once and uses these). */
export const listAnswerKey = (query: StoreListQuery) => `get-all ${JSON.stringify(query)}`;
export const searchAnswerKey = (query: StoreListQuery) => `search ${JSON.stringify(query)}`;
export const gameAnswerKey = (gameId: number) => `get ${gameId}`;
export const FEATURED_ANSWER_KEY = 'featured';

/**
 * The answer-cache key of each cacheable store read, from its route (relative to /store, without
 * a trailing slash) and raw query. Keys are built from the parsed, normalised query, so
 * `?page=1` and no page share one entry. Throws the parser's 400 for a malformed query, and
 * answers null for a route that is not cached. The controller and the fast path share these.
 */
export const STORE_ANSWER_KEYS: Readonly<Record<string, (raw: RawQuery) => string>> = {
  '/games/get-all': (raw) => listAnswerKey(parseListQuery(raw)),
  '/games/search': (raw) => searchAnswerKey(parseSearchQuery(raw)),
  '/games/get': (raw) => gameAnswerKey(parseGameId(raw.id)),
  '/get-featured': () => FEATURED_ANSWER_KEY,
};

export function storeAnswerKey(route: string, raw: RawQuery): string | null {
  const normalised = route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
  const keyOf = STORE_ANSWER_KEYS[normalised];
  return keyOf ? keyOf(raw) : null;
}
