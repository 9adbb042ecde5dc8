/**
 * Each role is a set of permissions (identity/auth/permissions.ts). finance reads reports and
 * timelines and changes nothing in the store; support answers tickets, looks orders up and
 * replaces keys. Only customers and admins send store commands (buy, wish, open a ticket).
 */
export type Role = 'admin' | 'customer' | 'finance' | 'support';
export const ROLES: readonly Role[] = ['admin', 'customer', 'finance', 'support'];

/** A row of the users table, as the identity code reads it. */
export interface UserRecord {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  emailVerifiedAt: Date | null;
  twoFactorEnabled: boolean;
  tokenVersion: number;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  photoUrl: string | null;
  pendingEmail: string | null;
  createdAt: Date;
  /** When the account's personal data was erased (privacy/erasure); null for a live account. */
  erasedAt: Date | null;
}
