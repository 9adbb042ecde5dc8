/** finance: reads the finance report and order timelines, and nothing else of the admin area. */
export type Role = 'admin' | 'customer' | 'finance';

/** The signed-in user as the API describes it (spec: User entity). */
export interface SessionUser {
  _id: string;
  id: string;
  username: string;
  email: string;
  role: Role;
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
export const isFinance = (user: SessionUser | null | undefined): boolean => user?.role === 'finance';
/** Who may read the finance report and order timelines: admins and finance accounts. */
export const canReadFinance = (user: SessionUser | null | undefined): boolean => isAdmin(user) || isFinance(user);

/** The finance report's page: the one page of the admin area a finance account may open. */
export const FINANCE_PATH = '/admin/finance';

/** Where a user goes after signing in, and away from the sign-in pages and the storefront's layout. */
export const homePathFor = (user: SessionUser): string => (isAdmin(user) ? '/admin' : isFinance(user) ? FINANCE_PATH : '/');
