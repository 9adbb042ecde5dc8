import { baseApi } from '../../shared/api/base-api';
import type { SessionUser } from '../../shared/session/session-user';

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

export interface ToggleTwoFactorAnswer {
  status: 'success';
  twoFactorEnabled: boolean;
  message: string;
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
    toggleTwoFactor: build.mutation<ToggleTwoFactorAnswer, void>({
      query: () => ({ url: 'auth/toggle-2fa', method: 'POST' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation, useToggleTwoFactorMutation } = accountApi;
