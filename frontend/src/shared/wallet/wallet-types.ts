/** A wallet statement as GET users/{id}/wallet/history answers it (services/api: audit.contract.ts). Dollars. */

export type WalletEntryType = 'WalletCredited' | 'WalletDebited' | 'WalletRefunded';

export interface WalletStatementEntry {
  position: number;
  /** ISO time. */
  recordedAt: string;
  type: WalletEntryType;
  direction: 'credit' | 'debit';
  amount: number;
  balanceAfter: number;
  /** Why: an admin's words for a credit or a refund (shown as text), `Order <id>` for a payment. */
  reason: string;
  /** The order paid for or refunded, when there is one. */
  orderId: string | null;
}

export interface WalletStatementAnswer {
  success: true;
  userId: string;
  balance: number;
  /** Oldest first. */
  entries: WalletStatementEntry[];
}
