import { baseApi } from '../../shared/api/base-api';
import { textOrProblem } from '../../shared/api/text-or-problem';
import { fileNameFrom } from '../../shared/download/content-disposition';
import type { FinanceReport, ReportCsv, ReportQuery } from './finance-types';

/** The query's fields as sent: an empty As of is left out (the log as it is now). */
const reportParams = ({ from, to, groupBy, asOf }: ReportQuery, format: 'json' | 'csv') => ({
  from,
  to,
  groupBy,
  ...(asOf ? { asOf } : {}),
  ...(format === 'csv' ? { format } : {}),
});

/** The finance report (admins and finance accounts): replayed from the event log on every call, never cached by the server. */
export const financeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFinanceReport: build.query<FinanceReport, ReportQuery>({
      query: (query) => ({ url: 'finance/report', params: reportParams(query, 'json') }),
    }),
    /** The same report as CSV, with the server's file name (Content-Disposition); a mutation, as each download is its own request. */
    getFinanceReportCsv: build.mutation<ReportCsv, ReportQuery>({
      queryFn: async (query, _api, _extra, baseQuery) => {
        const answer = await baseQuery({ url: 'finance/report', params: reportParams(query, 'csv'), responseHandler: textOrProblem });
        if (answer.error) return { error: answer.error };
        const fallback = `keyledger-report-${query.from}-to-${query.to}-by-${query.groupBy}.csv`;
        return { data: { text: answer.data as string, fileName: fileNameFrom(answer.meta?.response?.headers.get('content-disposition'), fallback) } };
      },
    }),
  }),
});

export const { useGetFinanceReportQuery, useGetFinanceReportCsvMutation } = financeApi;
