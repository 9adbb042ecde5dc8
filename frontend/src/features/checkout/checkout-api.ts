import { baseApi } from '../../shared/api/base-api';
import type { SessionUser } from '../../shared/session/session-user';

export interface AccountUserAnswer {
  status: 'success';
  data: { user: SessionUser };
}

/**
 * The signed-in user as the server has it now (GET users/{id}), for the wallet balance the
 * checkout shows. It provides the 'User' tag, so a purchase (which invalidates 'User') reads it again.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountUser: build.query<AccountUserAnswer, string>({
      query: (userId) => `users/${encodeURIComponent(userId)}`,
      providesTags: ['User'],
    }),
  }),
});

export const { useGetAccountUserQuery } = checkoutApi;
