import type { Role } from '../users/user-record.js';

/**
 * What a staff member may do, one permission per kind of action (not per role name), so that a
 * role is only a set of them and a route asks for the action it performs. Refunds have their own
 * permission, apart from key replacements and order look-ups: the support desk replaces keys but
 * moves no money.
 */
export const PERMISSIONS = [
  'catalogue',
  'keys.reveal',
  'keys.export',
  'promo-codes',
  'purchases.read',
  'refunds',
  'key-replacements',
  'tickets',
  'wallet-adjustments',
  'finance-reports',
  'timelines',
  'dashboard',
  'staff-management',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Each role's permissions: admin all; finance the books and timelines, as before; support the
 * desk (tickets, order look-ups and their timelines, key replacements), no money, catalogue,
 * promo codes or reports.
 */
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: [],
  admin: PERMISSIONS,
  finance: ['finance-reports', 'timelines'],
  support: ['tickets', 'purchases.read', 'timelines', 'key-replacements'],
};

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function hasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles holding a permission (a route's guard lets exactly these through). */
export function rolesWith(permission: Permission): Role[] {
  return (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) => hasPermission(role, permission));
}

/** Staff accounts: every role with a permission (they must sign in with two factors, see STAFF_TWO_FACTOR). */
export function isStaff(role: Role): boolean {
  return ROLE_PERMISSIONS[role].length > 0;
}

/** A staff account that must turn two-factor sign-in on before any staff call (STAFF_TWO_FACTOR=required). */
export function mustTurnOnTwoFactor(user: { role: Role; twoFactorEnabled: boolean }, staffTwoFactor: 'required' | 'optional'): boolean {
  return staffTwoFactor === 'required' && isStaff(user.role) && !user.twoFactorEnabled;
}
