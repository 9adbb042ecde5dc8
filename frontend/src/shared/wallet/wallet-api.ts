import { baseApi } from '../api/base-api';
import type { WalletStatementAnswer } from './wallet-types';

/** A wallet statement, from the event log: the user's own (account settings) or a customer's (staff, the users page). */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWalletHistory: build.query<WalletStatementAnswer, string>({
      query: (userId) => `users/${encodeURIComponent(userId)}/wallet/history`,
      providesTags: (_answer, _error, userId) => [{ type: 'WalletHistory', id: userId }],
    }),
  }),
});

export const { useGetWalletHistoryQuery } = walletApi;
