import { baseApi } from '../../shared/api/base-api';
import { fetchFile } from '../../shared/download/file-answer';
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
      queryFn: (query, _api, _extra, baseQuery) =>
        fetchFile(baseQuery, { url: 'finance/report', params: reportParams(query, 'csv') }, `keyledger-report-${query.from}-to-${query.to}-by-${query.groupBy}.csv`),
    }),
  }),
});

export const { useGetFinanceReportQuery, useGetFinanceReportCsvMutation } = financeApi;
