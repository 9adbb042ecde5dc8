import { centsToDollars } from '../../common/money/money.js';
import { mustTurnOnTwoFactor, permissionsOf } from '../auth/permissions.js';
import type { UserRecord } from './user-record.js';

/**
 * The user as the client sees it (the spec's User entity), with what their role permits (the
 * client shows what they may do from these, never from the role's name) and whether they must
 * turn two-factor sign-in on before any staff page (STAFF_TWO_FACTOR=required). Never the hash
 * or token version.
 */
export function toPublicUser(user: UserRecord, walletBalanceCents: number, staffTwoFactor: 'required' | 'optional') {
  return {
    _id: user.id,
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.username,
    bio: user.bio ?? '',
    photoURL: user.photoUrl ?? '',
    twoFactorEnabled: user.twoFactorEnabled,
    permissions: [...permissionsOf(user.role)],
    twoFactorSetupRequired: mustTurnOnTwoFactor(user, staffTwoFactor),
    emailVerified: user.emailVerifiedAt !== null,
    /** A new address waiting for its confirmation link, or null. */
    pendingEmail: user.pendingEmail,
    wallet: { balance: centsToDollars(walletBalanceCents) },
    createdAt: user.createdAt.toISOString(),
    /** When the account was erased (only staff see erased accounts: they can no longer sign in). */
    erasedAt: user.erasedAt?.toISOString() ?? null,
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
