import { formatUsd } from '../format/money';
import { orderReference } from '../format/order-reference';
import type { WalletStatementEntry } from './wallet-types';

/** What a movement was, in words: a payment or a refund names its order; a credit, the reason given. */
export function walletEntryTitle(entry: WalletStatementEntry): string {
  const order = entry.orderId ? ` for order ${orderReference(entry.orderId)}` : '';
  if (entry.type === 'WalletRefunded') return `Refund${order}`;
  if (entry.type === 'WalletDebited') return entry.orderId ? `Payment${order}` : 'Debit';
  return 'Credit';
}

/** The reason to show under the title: none for a payment, whose reason only names its order. */
export const walletEntryReason = (entry: WalletStatementEntry): string | null =>
  entry.type === 'WalletDebited' && entry.orderId ? null : entry.reason.trim() || null;

/** '+$10.00' for a credit, '−$10.00' (a minus sign) for a debit. */
export const signedAmount = (entry: WalletStatementEntry): string => `${entry.direction === 'credit' ? '+' : '−'}${formatUsd(Math.abs(entry.amount))}`;
