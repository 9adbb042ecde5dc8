import { baseApi } from '../../shared/api/base-api';
import type { KeyAccessAnswer } from './key-access-types';

/** The tag of a game's key access history: a Show or a Download of its keys adds to it (api.ts invalidates it). */
export const keyAccessTag = (gameId: number) => ({ type: 'GameKeys' as const, id: `access-${gameId}` });

export const keyAccessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameKeyAccess: build.query<KeyAccessAnswer, { gameId: number; page: number; limit: number }>({
      query: ({ gameId, page, limit }) => ({ url: `store/games/${gameId}/keys/access`, params: { page, limit } }),
      providesTags: (_answer, _error, { gameId }) => [keyAccessTag(gameId)],
    }),
  }),
});

export const { useGetGameKeyAccessQuery } = keyAccessApi;
