import { baseApi } from '../../shared/api/base-api';

export interface AccountDeletionAnswer {
  success: true;
  message: string;
}

/**
 * POST auth/delete-account (the signed-in account's own, with its password again). Nothing to
 * invalidate: every session of the account ends, and the caller drops the whole cache with it.
 */
export const accountDeletionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<AccountDeletionAnswer, { password: string }>({
      query: (body) => ({ url: 'auth/delete-account', method: 'POST', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = accountDeletionApi;
