import { baseApi } from '../../shared/api/base-api';
import type { SessionUser } from '../../shared/session/session-user';

export interface LoginRequest {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export type LoginResponse =
  | { status: 'success'; require2FA: false; message: string; token: string; data: { user: SessionUser } }
  | { status: 'success'; require2FA: true; message: string; tempToken: string; data: { email: string } & CodeTiming };

/** When the code just sent expires and when another may be asked for, in seconds from the answer. */
export interface CodeTiming {
  codeExpiresInSeconds: number;
  resendInSeconds: number;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

export interface StatusResponse {
  status: string;
  message: string;
}

export interface SessionResponse {
  status: 'success';
  message?: string;
  token: string;
  data: { user: SessionUser };
}

export interface TokenVerifyResponse {
  status: 'success';
  require2FA: false;
  data: { user: SessionUser };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    register: build.mutation<StatusResponse, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    // A query, not a mutation: the link is used once, and a query is requested once even when
    // the page mounts twice (React's strict mode), where a second call would find it used.
    verifyEmail: build.query<StatusResponse, string>({
      query: (token) => `auth/verify-email/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 300,
    }),
    verifyTwoFactor: build.mutation<SessionResponse, { code: string; tempToken: string }>({
      query: ({ code, tempToken }) => ({ url: 'auth/verify-2fa', method: 'POST', body: { code }, headers: bearer(tempToken) }),
    }),
    sendTwoFactorCode: build.mutation<StatusResponse & { data: CodeTiming }, { tempToken: string }>({
      query: ({ tempToken }) => ({ url: 'auth/send-2fa-code', method: 'POST', headers: bearer(tempToken) }),
    }),
    tokenVerify: build.mutation<TokenVerifyResponse, void>({
      query: () => ({ url: 'auth/token-verify', method: 'POST' }),
    }),
    // Ends this session on the server: the token stops working even where it was copied.
    logout: build.mutation<StatusResponse, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useVerifyEmailQuery,
  useVerifyTwoFactorMutation,
  useSendTwoFactorCodeMutation,
  useTokenVerifyMutation,
  useLogoutMutation,
} = authApi;
