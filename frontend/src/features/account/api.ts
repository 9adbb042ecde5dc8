import { baseApi } from '../../shared/api/base-api';
import type { SessionUser } from '../../shared/session/session-user';
import type { AccountStatsAnswer } from './account-stats-types';

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
  useGetAccountStatsQuery,
} = accountApi;
