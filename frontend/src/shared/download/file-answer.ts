import type { FetchArgs, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../api/api-error';
import { textOrProblem } from '../api/text-or-problem';
import { fileNameFrom } from './content-disposition';

/** A file the API answered: its text and the name its Content-Disposition gives. */
export interface FileAnswer {
  text: string;
  fileName: string;
}

/** The base query an endpoint's queryFn is handed (shared/api/base-query.ts). */
type AppBaseQuery = (args: FetchArgs) => QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta | undefined> | PromiseLike<QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta | undefined>>;

/**
 * Asks the API for a file through the app's base query (so with the session's bearer token, the
 * 429 retries and the ApiError of a refusal) and keeps the server's file name, else `fallback`.
 */
export async function fetchFile(baseQuery: AppBaseQuery, args: FetchArgs, fallback: string): Promise<{ data: FileAnswer } | { error: ApiError }> {
  const answer = await baseQuery({ ...args, responseHandler: textOrProblem });
  if (answer.error) return { error: answer.error };
  return { data: { text: answer.data as string, fileName: fileNameFrom(answer.meta?.response?.headers.get('content-disposition'), fallback) } };
}
