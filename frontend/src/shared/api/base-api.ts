import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** Every cache tag the features use; each feature adds its endpoints with injectEndpoints. */
export const TAG_TYPES = ['Auth', 'User', 'Games', 'Game', 'Wishlist', 'Cart', 'Orders', 'Inventory', 'Promo', 'Tickets', 'Dashboard', 'GameKeys', 'OrderHistory', 'WalletHistory', 'AccountStats'] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
