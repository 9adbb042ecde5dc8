import { saveTextFile } from '../../../shared/download/save-text-file';
import { useGetFinanceReportCsvMutation } from '../finance-api';
import { FINANCE_TEXTS } from '../finance-texts';
import type { ReportQuery } from '../finance-types';
import { useAdminAction } from './use-admin-action';

/** Fetches the report as CSV with the session's token and saves it under the server's file name. */
export function useReportCsv(query: ReportQuery) {
  const [fetchCsv, { isLoading }] = useGetFinanceReportCsvMutation();
  const act = useAdminAction();
  const download = () =>
    act(
      async () => {
        const csv = await fetchCsv(query).unwrap();
        saveTextFile(csv.text, csv.fileName, 'text/csv;charset=utf-8');
      },
      { success: null, failure: FINANCE_TEXTS.downloadFailed },
    );
  return { download, downloading: isLoading };
}
