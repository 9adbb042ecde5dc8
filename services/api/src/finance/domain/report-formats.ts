import { centsToDollars, formatDollars } from '../../common/money/money.js';
import type { ReportRow } from './finance-report.js';
import type { ReplayedReport } from '../replay/replay-report.js';

/** A row as the API answers it: dollars, and no wallet figures for a game (they belong to no game). */
export function rowAnswer(row: ReportRow, byGame: boolean) {
  return {
    key: row.key,
    label: row.label,
    orders: row.orders,
    keysSold: row.keysSold,
    grossSales: centsToDollars(row.grossCents),
    saleDiscounts: centsToDollars(row.saleDiscountCents),
    promoDiscounts: centsToDollars(row.promoDiscountCents),
    tax: centsToDollars(row.taxCents),
    refunds: centsToDollars(row.refundCents),
    keysReplaced: row.keysReplaced,
    netRevenue: centsToDollars(row.netRevenueCents),
    walletCredits: byGame ? null : centsToDollars(row.walletCreditCents),
    walletDebits: byGame ? null : centsToDollars(row.walletDebitCents),
    walletLiability: row.walletLiabilityCents === null ? null : centsToDollars(row.walletLiabilityCents),
  };
}

/** The JSON answer of GET finance/report (and of `npm run report -- --format json`). */
export function reportAnswer(report: ReplayedReport) {
  const byGame = report.period.groupBy === 'game';
  return {
    success: true as const,
    from: report.period.from,
    to: report.period.to,
    groupBy: report.period.groupBy,
    timeZone: report.period.timeZone,
    currency: 'USD' as const,
    asOf: { position: report.asOfPosition, time: report.asOfTime },
    eventsRead: report.eventsRead,
    rows: report.rows.map((row) => rowAnswer(row, byGame)),
    totals: rowAnswer(report.totals, false),
  };
}

const CSV_COLUMNS = [
  'key',
  'label',
  'orders',
  'keys_sold',
  'gross_sales',
  'sale_discounts',
  'promo_discounts',
  'tax',
  'refunds',
  'keys_replaced',
  'net_revenue',
  'wallet_credits',
  'wallet_debits',
  'wallet_liability',
] as const;

/** Cents as dollars with exactly two decimals and no sign of the currency, the same bytes on every run: "-12.05". */
function amount(cents: number | null): string {
  return cents === null ? '' : formatDollars(cents).replace('$', '');
}

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function field(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The report as CSV (RFC 4180, CRLF line ends): a header line, a line per row, a totals line.
 * Byte-identical for the same log and parameters.
 */
export function reportCsv(report: ReplayedReport): string {
  const byGame = report.period.groupBy === 'game';
  const line = (row: ReportRow, game: boolean) =>
    [
      field(row.key),
      field(row.label),
      String(row.orders),
      String(row.keysSold),
      amount(row.grossCents),
      amount(row.saleDiscountCents),
      amount(row.promoDiscountCents),
      amount(row.taxCents),
      amount(row.refundCents),
      String(row.keysReplaced),
      amount(row.netRevenueCents),
      game ? '' : amount(row.walletCreditCents),
      game ? '' : amount(row.walletDebitCents),
      amount(row.walletLiabilityCents),
    ].join(',');
  return [CSV_COLUMNS.join(','), ...report.rows.map((row) => line(row, byGame)), line(report.totals, false)].map((l) => `${l}\r\n`).join('');
}

/** The download's file name: the period, the grouping and where in the log it stands. */
export function reportFileName(report: ReplayedReport): string {
  return `keyledger-report-${report.period.from}-to-${report.period.to}-by-${report.period.groupBy}-at-${report.asOfPosition}.csv`;
}
