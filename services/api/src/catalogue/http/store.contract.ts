import { z } from 'zod';
import { defineRoute, type OtherAnswer } from '../../common/contract/route-contract.js';
import { StoreGameDetailSchema, StoreGameSchema } from './store-game.schema.js';
import { PAGE_OUT_OF_RANGE, storeGameQuery, storeListQuery, storeSearchQuery } from './store-query.parser.js';

const NOT_MODIFIED: OtherAnswer = { status: 304, description: 'Not modified: If-None-Match holds the answer’s ETag' };

const page = {
  games: z.array(StoreGameSchema),
  total: z.int().min(0),
  page: z.int().min(1),
  limit: z.int().min(1),
  totalPages: z.int().min(0),
};

export const listStoreGames = defineRoute({
  method: 'GET',
  path: 'store/games/get-all',
  refusals: [PAGE_OUT_OF_RANGE],
  operationId: 'listStoreGames',
  summary: 'A page of listed games: games, total',
  tag: 'store',
  access: 'public',
  query: storeListQuery,
  success: { status: 200, description: 'The page (answers carry an ETag)', body: z.object({ status: z.literal('success'), ...page }) },
  otherAnswers: [NOT_MODIFIED],
  errors: { 400: 'Malformed or unknown filters, or a page out of range' },
});

export const searchStoreGames = defineRoute({
  method: 'GET',
  path: 'store/games/search',
  refusals: [PAGE_OUT_OF_RANGE],
  operationId: 'searchStoreGames',
  summary: 'Listed games whose name contains q (case-insensitive), paginated',
  tag: 'store',
  access: 'public',
  query: storeSearchQuery,
  success: { status: 200, description: 'The page (answers carry an ETag)', body: z.object({ success: z.literal(true), ...page }) },
  otherAnswers: [NOT_MODIFIED],
  errors: { 400: 'No search text, malformed filters, or a page out of range' },
});

export const getStoreGame = defineRoute({
  method: 'GET',
  path: 'store/games/get',
  operationId: 'getStoreGame',
  summary: 'One listed game with its details: gameData',
  tag: 'store',
  access: 'public',
  query: storeGameQuery,
  success: { status: 200, description: 'The game (answers carry an ETag)', body: z.object({ status: z.literal('success'), gameData: StoreGameDetailSchema }) },
  otherAnswers: [NOT_MODIFIED],
  errors: { 404: 'Game not found (or not listed)' },
});

export const getFeaturedGame = defineRoute({
  method: 'GET',
  path: 'store/get-featured',
  operationId: 'getFeaturedGame',
  summary: 'The featured game (null when none is featured)',
  tag: 'store',
  access: 'public',
  success: { status: 200, description: 'The featured game (answers carry an ETag)', body: z.object({ status: z.literal('success'), game: StoreGameSchema.nullable() }) },
  otherAnswers: [NOT_MODIFIED],
});
