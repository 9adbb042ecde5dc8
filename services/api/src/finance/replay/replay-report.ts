import { LOG_START, type EventStore } from '@keyledger/event-store';
import { FinanceReportFold, type FinanceReport, type ReportGrouping } from '../domain/finance-report.js';
import { reportBounds } from './report-bounds.js';

export interface ReportRequest {
  from: string;
  to: string;
  groupBy: ReportGrouping;
  timeZone: string;
  /** An ISO time or a log position (see reportBounds). */
  asOf?: string | undefined;
}

export interface ReplayedReport extends FinanceReport {
  /** The last log position read: the report again, exactly, is `asOf` this (with the same asOf time, if one was given). */
  asOfPosition: number;
  asOfTime: string | null;
}

/** Events per read: enough to keep the database busy, few enough that memory stays flat. */
const BATCH = 5_000;

/**
 * Replays the log into the finance report, a batch at a time (memory holds one batch and the
 * report's rows, however long the log). `onProgress` hears the position reached and the end.
 */
export async function replayReport(
  store: EventStore,
  request: ReportRequest,
  onProgress?: (reached: number, end: number) => void,
): Promise<ReplayedReport> {
  const bounds = await reportBounds(store.pool, request.asOf);
  const fold = new FinanceReportFold({
    from: request.from,
    to: request.to,
    groupBy: request.groupBy,
    timeZone: request.timeZone,
  });
  let cursor = LOG_START;
  // Progress is measured against the log's last position now (the end itself is where reading stops).
  const end = bounds.upTo?.position ?? Number((await store.pool.query<{ p: string | null }>('SELECT max(global_position) AS p FROM events')).rows[0]?.p ?? 0);
  if (bounds.upTo?.position !== 0) {
    for (;;) {
      const batch = await store.readLogBatch(cursor, BATCH, { db: store.pool, ...(bounds.upTo ? { upTo: bounds.upTo } : {}) });
      if (batch.events.length === 0) break;
      for (const event of batch.events) fold.apply(event);
      cursor = batch.next;
      onProgress?.(cursor.position, Math.max(end, cursor.position));
    }
  }
  return { ...fold.result(), asOfPosition: cursor.position, asOfTime: bounds.asOfTime };
}
