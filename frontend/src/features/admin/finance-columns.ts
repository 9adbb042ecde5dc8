import { formatUsd } from '../../shared/format/money';
import type { ReportRow } from './finance-types';

type Figure = Exclude<keyof ReportRow, 'key' | 'label'>;

export interface FinanceColumn {
  field: Figure;
  heading: string;
  kind: 'count' | 'money';
}

/** The report's figures, in the API's (and the CSV's) order. */
export const FINANCE_COLUMNS: readonly FinanceColumn[] = [
  { field: 'orders', heading: 'Orders', kind: 'count' },
  { field: 'keysSold', heading: 'Keys sold', kind: 'count' },
  { field: 'grossSales', heading: 'Gross sales', kind: 'money' },
  { field: 'saleDiscounts', heading: 'Sale discounts', kind: 'money' },
  { field: 'promoDiscounts', heading: 'Promo discounts', kind: 'money' },
  { field: 'tax', heading: 'Tax', kind: 'money' },
  { field: 'refunds', heading: 'Refunds', kind: 'money' },
  { field: 'keysReplaced', heading: 'Keys replaced', kind: 'count' },
  { field: 'netRevenue', heading: 'Net revenue', kind: 'money' },
  { field: 'walletCredits', heading: 'Wallet credits', kind: 'money' },
  { field: 'walletDebits', heading: 'Wallet debits', kind: 'money' },
  { field: 'walletLiability', heading: 'Wallet liability', kind: 'money' },
];

/** A figure as shown: money as $1,234.56, counts as they are, and an em dash where there is none (wallets by game). */
export function figureText(row: ReportRow, column: FinanceColumn): string {
  const value = row[column.field];
  if (value === null) return '—';
  return column.kind === 'money' ? formatUsd(value) : value.toLocaleString('en-US');
}
