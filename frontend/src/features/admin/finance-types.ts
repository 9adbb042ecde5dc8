/**
 * The finance report as GET finance/report answers it (services/api: finance.contract.ts). Money
 * is in dollars with two decimals.
 */
export type ReportGrouping = 'day' | 'month' | 'game';

/** What the report is asked for: days (YYYY-MM-DD, both included), grouping, and where in the log it stands. */
export interface ReportQuery {
  from: string;
  to: string;
  groupBy: ReportGrouping;
  /** An ISO time or a log position; left out for the log as it is now. */
  asOf?: string;
}

export interface ReportRow {
  /** The day (YYYY-MM-DD) or month (YYYY-MM), or the game's id. */
  key: string;
  /** The day or month again, or the game's title (text its orders gave it). */
  label: string;
  orders: number;
  keysSold: number;
  grossSales: number;
  saleDiscounts: number;
  promoDiscounts: number;
  tax: number;
  refunds: number;
  keysReplaced: number;
  netRevenue: number;
  /** null by game: wallets belong to no game. */
  walletCredits: number | null;
  walletDebits: number | null;
  walletLiability: number | null;
}

export interface FinanceReport {
  success: true;
  from: string;
  to: string;
  groupBy: ReportGrouping;
  timeZone: string;
  currency: 'USD';
  /** position: the last log position read (asking again as of it gives the same report). */
  asOf: { position: number; time: string | null };
  eventsRead: number;
  rows: ReportRow[];
  totals: ReportRow;
}

/** The report as CSV, with the file name the server gave it. */
export interface ReportCsv {
  text: string;
  fileName: string;
}
