import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { isApiError, serverReason } from '../../../shared/api/api-error';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { LoadFailedAlert } from '../components/common/LoadFailedAlert';
import { FinanceChart } from '../components/finance/FinanceChart';
import { FinanceReportForm } from '../components/finance/FinanceReportForm';
import { FinanceTable } from '../components/finance/FinanceTable';
import { ReportStanding } from '../components/finance/ReportStanding';
import { useGetFinanceReportQuery } from '../finance-api';
import { FINANCE_TEXTS as TEXTS } from '../finance-texts';
import type { ReportQuery } from '../finance-types';
import { useFinanceLocation } from '../hooks/use-finance-location';
import { expectedRows } from '../report-period';

/** A 4xx: the query itself is wrong (a bad As of), so there is nothing to retry. */
const badParameters = (error: unknown): boolean => isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500;

/** Skeleton rows by game, where the number of games is not known before the answer. */
const GAME_ROWS_WHILE_LOADING = 3;

/**
 * /admin/finance (admins and finance accounts): the report for a period, by day, month or game,
 * as of now or of any moment of the log: a chart of net revenue and refunds, the figures with
 * their totals, where in the log it stands, and the same as CSV. Bad parameters: the server's
 * words in an alert; any other failure: an error with Retry.
 */
export function FinancePage() {
  const { query, run } = useFinanceLocation();
  const { currentData, error, isError, isFetching, refetch } = useGetFinanceReportQuery(query, { refetchOnMountOrArgChange: true });
  const report = isError ? undefined : currentData;

  const submit = (next: ReportQuery) => {
    const same = next.from === query.from && next.to === query.to && next.groupBy === query.groupBy && (next.asOf?.trim() ?? '') === (query.asOf ?? '');
    run(next, same);
    if (same) void refetch();
  };

  return (
    <>
      <AdminPageHeader title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <FinanceReportForm query={query} busy={isFetching} onRun={submit} />
      {isError &&
        (badParameters(error) ? (
          // The server's words on what is wrong with the query: asking again would answer the same.
          <Alert severity="error" sx={{ mb: 3 }} data-testid="finance-error">
            {serverReason(error) ?? TEXTS.loadFailed}
          </Alert>
        ) : (
          <LoadFailedAlert message={TEXTS.loadFailed} onRetry={() => void refetch()} testId="finance-error" />
        ))}
      <ReportStanding report={report} query={query} failed={isError} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <FinanceChart report={report} grouping={query.groupBy} failed={isError} />
        <FinanceTable report={report} grouping={query.groupBy} loadingRows={expectedRows(query, GAME_ROWS_WHILE_LOADING)} failed={isError} />
      </Box>
    </>
  );
}
