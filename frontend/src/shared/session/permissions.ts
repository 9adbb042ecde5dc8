/** What an account may do, as the API lists it on the user (issue 35). */
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

export const hasPermission = (permissions: readonly string[] | undefined, permission: Permission): boolean => permissions?.includes(permission) ?? false;

/** Every permission is a staff one: a customer has none. */
export const hasStaffPermission = (permissions: readonly string[] | undefined): boolean => (permissions ?? []).some((p) => (PERMISSIONS as readonly string[]).includes(p));
