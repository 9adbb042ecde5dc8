/** The signed-in user as the API describes it (spec: User entity). */
export interface SessionUser {
  _id: string;
  id: string;
  username: string;
  email: string;
  role: 'admin' | 'customer';
  firstName: string;
  lastName: string;
  displayName: string;
  bio: string;
  photoURL: string;
  twoFactorEnabled: boolean;
  emailVerified: boolean;
  /** A new e-mail address waiting for the link sent to it, or null. */
  pendingEmail: string | null;
  /** Balance in dollars. */
  wallet: { balance: number };
  createdAt: string;
}

export const isAdmin = (user: SessionUser | null | undefined): boolean => user?.role === 'admin';

/** Where a user goes after signing in, and away from the sign-in pages. */
export const homePathFor = (user: SessionUser): string => (isAdmin(user) ? '/admin' : '/');
