import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/**
 * The one error shape every endpoint rejects with. `message` follows the spec: the server's
 * message, else the error's own message, else 'Something went wrong'. `serverMessage` is set
 * only when the server said something, so a screen can prefer its own default over a
 * technical message such as "Failed to fetch".
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  message: string;
  serverMessage?: string;
  data?: unknown;
}

function serverMessageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  const data = 'data' in error ? error.data : undefined;
  const serverMessage = serverMessageOf(data);
  const ownMessage = 'error' in error && typeof error.error === 'string' && error.error ? error.error : undefined;
  return {
    status: error.status,
    message: serverMessage ?? ownMessage ?? GENERIC_ERROR_MESSAGE,
    ...(serverMessage ? { serverMessage } : {}),
    ...(data !== undefined ? { data } : {}),
  };
}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'message' in error;

/**
 * The text to show for a failed call: what the server said, else the screen's own default.
 * Accepts whatever a hook's `error` or an `unwrap()` rejection holds.
 */
export function failureMessage(error: ApiError | SerializedError | unknown, fallback: string): string {
  return serverReason(error) ?? fallback;
}

/** What the server said about a failure, if it said anything (e.g. 'Current password is incorrect'). */
export function serverReason(error: ApiError | SerializedError | unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}
