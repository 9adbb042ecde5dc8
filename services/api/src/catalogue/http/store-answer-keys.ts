import type { StoreListQuery } from './store-query.parser.js';

/** The catalogue answer cache's keys, from parsed, normalised queries: `?page=1` and no page share one entry. */
export const listAnswerKey = (query: StoreListQuery) => `get-all ${JSON.stringify(query)}`;
export const searchAnswerKey = (query: StoreListQuery) => `search ${JSON.stringify(query)}`;
export const gameAnswerKey = (gameId: number) => `get ${gameId}`;
export const FEATURED_ANSWER_KEY = 'featured';
