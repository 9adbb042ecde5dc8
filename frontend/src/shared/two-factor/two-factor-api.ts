import { baseApi } from '../api/base-api';

export interface ToggleTwoFactorAnswer {
  status: 'success';
  twoFactorEnabled: boolean;
  message: string;
}

/**
 * The signed-in user's own two-factor switch (POST auth/toggle-2fa): the shopper's account
 * settings and the admin's Settings use the same call.
 */
export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    toggleTwoFactor: build.mutation<ToggleTwoFactorAnswer, void>({
      query: () => ({ url: 'auth/toggle-2fa', method: 'POST' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useToggleTwoFactorMutation } = twoFactorApi;
