/**
 * Accounts as the staff and customer page reads and changes them (services/api: identity's users
 * contract, wallet.contract.ts). Money in dollars.
 */
import type { Role, SessionUser } from '../../shared/session/session-user';

/** One account of a search (GET users/search). */
export interface ListedAccount {
  id: string;
  email: string;
  username: string;
  role: Role;
  walletBalance: number;
  twoFactorEnabled: boolean;
  /** ISO time. */
  createdAt: string;
}

export interface AccountsQuery {
  /** Part of the e-mail, any case. */
  email: string;
  page: number;
  limit: number;
}

export interface AccountsPage {
  success: true;
  users: ListedAccount[];
  total: number;
  page: number;
  limit: number;
}

/** GET users/{id}: the account as its owner sees it. */
export interface AccountAnswer {
  status: 'success';
  data: { user: SessionUser };
}

export interface RoleChange {
  userId: string;
  role: Role;
  reason: string;
}

export interface RoleChangeAnswer {
  success: true;
  message: string;
  data: { user: { id: string; email: string; role: Role } };
}

export type WalletDirection = 'add' | 'deduct';

export interface WalletAdjustment {
  userId: string;
  /** Dollars, as typed (up to two decimals). */
  amount: string;
  type: WalletDirection;
  reason: string;
  idempotencyKey: string;
}

export interface WalletAdjustmentAnswer {
  status: 'success';
  data: { wallet: { balance: number } };
  position: number;
}
