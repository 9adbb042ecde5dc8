import { baseApi } from '../../shared/api/base-api';
import type {
  FeaturedAnswer,
  GameAnswer,
  GameListAnswer,
  GameListQuery,
  GameSearchAnswer,
  GameSearchQuery,
  WishlistAnswer,
  WishlistChange,
} from './store-types';
import { REVALIDATE } from '../../shared/api/revalidate';

/** Drops undefined values so they are not sent as 'undefined'. */
const definedParams = (query: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

export const storeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGames: build.query<GameListAnswer, GameListQuery>({
      query: (query) => ({ ...REVALIDATE, url: 'store/games/get-all', params: definedParams(query) }),
      providesTags: ['Games'],
    }),
    searchGames: build.query<GameSearchAnswer, GameSearchQuery>({
      query: (query) => ({ ...REVALIDATE, url: 'store/games/search', params: definedParams(query) }),
      providesTags: ['Games'],
    }),
    getGame: build.query<GameAnswer, number>({
      query: (id) => ({ ...REVALIDATE, url: 'store/games/get', params: { id } }),
      providesTags: (_answer, _error, id) => [{ type: 'Game', id }],
    }),
    getFeaturedGame: build.query<FeaturedAnswer, void>({
      query: () => ({ ...REVALIDATE, url: 'store/get-featured/' }),
      providesTags: ['Games'],
    }),
    getWishlist: build.query<WishlistAnswer, string>({
      query: (userId) => ({ url: `wishlist/${encodeURIComponent(userId)}` }),
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<WishlistAnswer, WishlistChange>({
      query: (body) => ({ url: 'wishlist/add', method: 'POST', body }),
      invalidatesTags: ['Wishlist', 'AccountStats'],
    }),
    removeFromWishlist: build.mutation<WishlistAnswer, WishlistChange>({
      query: (body) => ({ url: 'wishlist/remove', method: 'POST', body }),
      invalidatesTags: ['Wishlist', 'AccountStats'],
    }),
  }),
});

export const {
  useGetGamesQuery,
  useSearchGamesQuery,
  useGetGameQuery,
  useGetFeaturedGameQuery,
  useGetWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
} = storeApi;
