import { baseApi } from '../../shared/api/base-api';
import type { SessionUser } from '../../shared/session/session-user';
import type { AccountStatsAnswer } from './account-stats-types';
import type { WalletStatementAnswer } from './wallet-types';

export interface UpdateProfileRequest {
  username: string;
  email: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface UserAnswer {
  status: 'success';
  message: string;
  data: { user: SessionUser };
}

export interface ChangePasswordAnswer extends UserAnswer {
  token: string;
}

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserAnswer, UpdateProfileRequest>({
      query: (body) => ({ url: 'auth/update-profile', method: 'PATCH', body }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<ChangePasswordAnswer, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/change-password', method: 'PATCH', body }),
      invalidatesTags: ['User'],
    }),
    /** The user's wallet statement, from the event log: every credit and debit, the balance after each. */
    getWalletHistory: build.query<WalletStatementAnswer, string>({
      query: (userId) => `users/${encodeURIComponent(userId)}/wallet/history`,
      providesTags: (_answer, _error, userId) => [{ type: 'WalletHistory', id: userId }],
    }),
    /**
     * Games owned, wishlist items and total spending in one call. With the position of the user's
     * last purchase the server answers once its read model has it (read-your-own-writes).
     */
    getAccountStats: build.query<AccountStatsAnswer, { userId: string; position?: number }>({
      query: ({ userId, position }) => ({ url: `users/${encodeURIComponent(userId)}/stats`, params: position ? { position } : undefined }),
      providesTags: (_answer, _error, { userId }) => [{ type: 'AccountStats', id: userId }],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetWalletHistoryQuery,
  useGetAccountStatsQuery,
} = accountApi;
