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
  /** When the account's personal data was erased (issue 36), ISO time; null for a live account. */
  erasedAt: string | null;
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

/** An account as GET users/{id} describes it: as its owner sees it, and when it was erased. */
export interface AdminAccount extends SessionUser {
  /** ISO time of the erasure (issue 36); null for a live account. */
  erasedAt: string | null;
}

/** GET users/{id}. */
export interface AccountAnswer {
  status: 'success';
  data: { user: AdminAccount };
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

export interface Erasure {
  userId: string;
  /** Why, for the record (3 to 200 characters, like a role change's). */
  reason: string;
}

/** POST users/{id}/erase; erasing again answers the first erasure's time. */
export interface ErasureAnswer {
  success: true;
  message: string;
  data: { user: { id: string; erasedAt: string } };
  /** PersonalDataErased's position; null when the account was erased before. */
  position: number | null;
}
