/** finance: reads reports and timelines, and changes nothing in the store (403 on every store command). */
export type Role = 'admin' | 'customer' | 'finance';
export const ROLES: readonly Role[] = ['admin', 'customer', 'finance'];

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
}
