import { hasPermission, hasStaffPermission, type Permission } from './permissions';

export type { Permission } from './permissions';

/** The role names the API knows; what an account may do is its `permissions`, never read from the role. */
export type Role = 'admin' | 'customer' | 'finance' | 'support';

/** The signed-in user as the API describes it (spec: User entity). */
export interface SessionUser {
  _id: string;
  id: string;
  username: string;
  email: string;
  role: Role;
  /** What this account may do (issue 35): the admin area's pages, entries and buttons follow them. */
  permissions: Permission[];
  /** A staff account that must turn two-factor sign-in on before any staff page or call (STAFF_TWO_FACTOR=required). */
  twoFactorSetupRequired: boolean;
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

/** Whether the user may do this (a user stored before permissions existed has none until the server confirms it). */
export const can = (user: SessionUser | null | undefined, permission: Permission): boolean => hasPermission(user?.permissions, permission);

/** Whether the admin area is open to the user: at least one staff permission. */
export const isStaff = (user: SessionUser | null | undefined): boolean => hasStaffPermission(user?.permissions);

/** The finance report's page. */
export const FINANCE_PATH = '/admin/finance';
/** The support desk. */
export const SUPPORT_DESK_PATH = '/admin/customer-support';

/**
 * The admin area's first page for a staff account, by what it may do: the dashboard, else the support
 * desk, else the finance report, else the users page, else the purchases; null when none of them is open.
 */
export function staffHomePath(user: SessionUser): string | null {
  if (can(user, 'dashboard')) return '/admin';
  if (can(user, 'tickets')) return SUPPORT_DESK_PATH;
  if (can(user, 'finance-reports')) return FINANCE_PATH;
  if (can(user, 'staff-management')) return '/admin/users';
  if (can(user, 'purchases.read')) return '/admin/purchases';
  return null;
}

/** Where a user goes after signing in, and away from the sign-in pages and the storefront's layout. */
export const homePathFor = (user: SessionUser): string => staffHomePath(user) ?? '/';
