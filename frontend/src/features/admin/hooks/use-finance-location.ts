import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportGrouping, ReportQuery } from '../finance-types';
import { monthOfDate, monthRange } from '../report-period';

const GROUPINGS: readonly ReportGrouping[] = ['day', 'month', 'game'];

const groupingOf = (text: string | null): ReportGrouping => (GROUPINGS.includes(text as ReportGrouping) ? (text as ReportGrouping) : 'day');

/**
 * The report asked for, in the address (/admin/finance?from=…&to=…&groupBy=…&asOf=…), so it can be
 * linked and reloaded: by default this month (the browser's calendar), by day, as of now. Dates
 * go to the server as they are written; its answer says what is wrong with them.
 */
export function useFinanceLocation() {
  const [params, setParams] = useSearchParams();
  const [thisMonth] = useState(() => monthRange(monthOfDate(new Date())));
  const from = params.get('from') ?? thisMonth.from;
  const to = params.get('to') ?? thisMonth.to;
  const groupBy = groupingOf(params.get('groupBy'));
  const asOf = params.get('asOf')?.trim() ?? '';
  const query = useMemo<ReportQuery>(() => ({ from, to, groupBy, ...(asOf ? { asOf } : {}) }), [from, to, groupBy, asOf]);

  /** Puts the query in the address; `replace` when it is the one there already (a refresh). */
  const run = useCallback(
    (next: ReportQuery, replace = false) =>
      setParams({ from: next.from, to: next.to, groupBy: next.groupBy, ...(next.asOf?.trim() ? { asOf: next.asOf.trim() } : {}) }, { replace }),
    [setParams],
  );
  return { query, run };
}
