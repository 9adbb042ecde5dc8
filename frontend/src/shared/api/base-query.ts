import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { readToken } from '../session/session-storage';
import { toApiError, type ApiError } from './api-error';
import { isTwoFactorRequired, twoFactorRequired } from './two-factor-required';

export const API_BASE_URL = '/api/v1';
export const REQUEST_TIMEOUT_MS = 10_000;
/** Waits before retry 1, 2 and 3 of a 429 answer. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;
/**
 * A Retry-After longer than this is not waited for: the answer is surfaced at once (a sign-in
 * locked for 15 minutes must say so, not leave the button spinning).
 */
export const MAX_RETRY_WAIT_MS = 30_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    // An endpoint may bring its own bearer (the two-factor step sends the temporary token).
    if (!headers.has('authorization')) {
      const token = readToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    return headers;
  },
});

/** Retry-After in milliseconds (seconds or an HTTP date), or 0 when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * fetchBaseQuery plus the spec's error handling: a 429 answer is retried after 1 s, 2 s and 4 s
 * (or the server's Retry-After when that is longer), at most 3 times; every error is turned into
 * an ApiError carrying the message to show.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  for (const delay of RETRY_DELAYS_MS) {
    if (!result.error || result.error.status !== 429 || api.signal.aborted) break;
    const wait = Math.max(delay, retryAfterMs(result.meta?.response?.headers.get('retry-after')));
    if (wait > MAX_RETRY_WAIT_MS) break;
    await sleep(wait, api.signal);
    if (api.signal.aborted) break;
    result = await rawBaseQuery(args, api, extraOptions);
  }
  if (result.error) {
    const error = toApiError(result.error as FetchBaseQueryError);
    // Logged without the body: it may hold passwords.
    if (import.meta.env.DEV) console.error('API call failed', typeof args === 'string' ? args : `${args.method ?? 'GET'} ${args.url}`, error.status, error.message);
    if (isTwoFactorRequired(error)) api.dispatch(twoFactorRequired());
    return { error, meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};
