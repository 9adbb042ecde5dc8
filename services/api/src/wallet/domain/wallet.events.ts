/** Events of a `wallet-{userId}` stream. Amounts are integer cents. */
export interface WalletCredited {
  type: 'WalletCredited';
  data: { userId: string; amountCents: number; reason: string; balanceAfterCents: number };
}

export interface WalletDebited {
  type: 'WalletDebited';
  data: { userId: string; amountCents: number; reason: string; orderId?: string; balanceAfterCents: number };
}

export interface WalletRefunded {
  type: 'WalletRefunded';
  data: { userId: string; amountCents: number; reason: string; orderId: string; refundId?: string; balanceAfterCents: number };
}

export type WalletEvent = WalletCredited | WalletDebited | WalletRefunded;

export const walletStreamId = (userId: string) => `wallet-${userId}`;
