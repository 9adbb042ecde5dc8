export type Role = 'admin' | 'customer';

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
