import type { Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { lateMiddleware, rootReducer } from '../store/lazy-api-slot';
import { baseQuery } from './base-query';

/** Every cache tag the features use; each feature adds its endpoints with injectEndpoints. */
export const TAG_TYPES = ['Auth', 'User', 'Games', 'Game', 'Wishlist', 'Cart', 'Orders', 'Inventory', 'Promo', 'Tickets', 'Dashboard', 'GameKeys', 'OrderHistory', 'WalletHistory', 'AccountStats', 'Users', 'RefundRequests'] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** Refetch on focus and on reconnect (for the queries that ask for it), set up once per store. */
const focusAndReconnectListeners: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => (action) => next(action);
};

// Nothing reaches the API before this module has loaded, so its cache and middleware join the store here.
rootReducer.inject(baseApi);
lateMiddleware.addMiddleware(baseApi.middleware, focusAndReconnectListeners);
