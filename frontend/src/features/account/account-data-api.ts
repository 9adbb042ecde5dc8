import { baseApi } from '../../shared/api/base-api';
import { fetchFile, type FileAnswer } from '../../shared/download/file-answer';
import { accountDataFallbackName } from './account-data-texts';

/**
 * GET users/{id}/export (the holder's own): the JSON text as the server wrote it and the file name of
 * its Content-Disposition. A mutation: each download is its own request, nothing to cache (no-store).
 */
export const accountDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exportAccountData: build.mutation<FileAnswer, string>({
      queryFn: (userId, _api, _extra, baseQuery) => fetchFile(baseQuery, { url: `users/${encodeURIComponent(userId)}/export` }, accountDataFallbackName(userId)),
    }),
  }),
});

export const { useExportAccountDataMutation } = accountDataApi;
