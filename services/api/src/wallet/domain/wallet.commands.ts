export interface CreditWallet {
  type: 'CreditWallet';
  userId: string;
  amountCents: number;
  reason: string;
}

export interface DebitWallet {
  type: 'DebitWallet';
  userId: string;
  amountCents: number;
  reason: string;
  orderId?: string;
}

export interface RefundToWallet {
  type: 'RefundToWallet';
  userId: string;
  amountCents: number;
  reason: string;
  orderId: string;
  /** The refund that pays it (a key refunded by support). */
  refundId?: string;
}

export type WalletCommand = CreditWallet | DebitWallet | RefundToWallet;
